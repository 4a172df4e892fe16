/**
 * Server only (rendered by pages/_document.tsx): what link previews and search engines read in a
 * page's <head> and a reader never sees: `og:type`, the social card (`og:image`,
 * `twitter:card`) and the JSON-LD of a docs article (TechArticle and its BreadcrumbList).
 * They are written into the export's HTML from the page's props and never re-rendered in the
 * browser, so no page carries their code. (Crawlers read the HTML of each address; after a
 * client-side page change they would describe the wrong page: the browser removes them then,
 * FIRST_PAGE_ATTRIBUTE.)
 */
import { SOCIAL_CARD } from '@/src/config/constants';
import { LANGUAGE_TAGS, LANGUAGES, SITE_ORIGIN, type Language } from '@/src/config/site';
import type { MarkdownPageProps } from '@/src/content/types';
import { API_FILTER_ATTRIBUTE } from '@/src/content/shared/apiFilterAttribute';
import { localizePath } from '@/src/i18n/paths';
import { FIRST_PAGE_ATTRIBUTE } from '../DocumentHead';
import { socialCardPath } from '../seo/cardPath';
import { scriptJson, structuredData } from '../seo/structuredData';

type ArticleProps = Pick<MarkdownPageProps, 'pathname' | 'language' | 'translated' | 'meta' | 'lastModified' | 'breadcrumbs'>;

/** The props of a docs article (a page rendered by MarkdownDocs), or null for any other page. */
export function articleProps(pageProps: unknown): ArticleProps | null {
  if (typeof pageProps !== 'object' || pageProps === null) return null;
  const props = pageProps as Partial<Record<keyof ArticleProps, unknown>>;
  const meta = props.meta as Partial<MarkdownPageProps['meta']> | undefined;
  const ok =
    typeof props.pathname === 'string' &&
    LANGUAGES.includes(props.language as Language) &&
    typeof props.translated === 'boolean' &&
    typeof meta?.title === 'string' &&
    typeof meta.description === 'string' &&
    Array.isArray(props.breadcrumbs);
  return ok ? (pageProps as ArticleProps) : null;
}

/** True for a page whose content has an API member filter box (API pages, the catalogs). */
export function hasApiFilter(pageProps: unknown): boolean {
  const html = typeof pageProps === 'object' && pageProps !== null ? (pageProps as { html?: unknown }).html : undefined;
  return typeof html === 'string' && html.includes(`${API_FILTER_ATTRIBUTE}=`);
}

/** The head tags of a docs article; `og:type` website for any other page. */
export function ArticleHead({ pageProps }: { pageProps: unknown }) {
  const article = articleProps(pageProps);
  const first = { [FIRST_PAGE_ATTRIBUTE]: '' };
  if (!article) {
    return <meta property="og:type" content="website" {...first} />;
  }
  const { pathname, language, translated, meta, lastModified, breadcrumbs } = article;
  // The language of the text: a Chinese route without translation shows (and is) the English page.
  const textLanguage = translated ? language : 'en';
  const image = `${SITE_ORIGIN}${socialCardPath(pathname, language)}`;
  const json = structuredData({
    url: `${SITE_ORIGIN}${localizePath(pathname, textLanguage)}`,
    headline: meta.title,
    description: meta.description,
    image,
    dateModified: lastModified,
    inLanguage: LANGUAGE_TAGS[textLanguage],
    breadcrumbs: breadcrumbs.map((crumb) => ({ name: crumb.name, url: `${SITE_ORIGIN}${localizePath(crumb.pathname, language)}` })),
  });
  return (
    <>
      <meta property="og:type" content="article" {...first} />
      <meta property="og:image" content={image} {...first} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} {...first} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} {...first} />
      <meta property="og:image:alt" content={meta.title} {...first} />
      <meta name="twitter:card" content="summary_large_image" {...first} />
      <script type="application/ld+json" {...first} dangerouslySetInnerHTML={{ __html: scriptJson(json) }} />
    </>
  );
}
