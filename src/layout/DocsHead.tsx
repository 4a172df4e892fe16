import { DocumentHead } from '@/src/layout/DocumentHead';
import { SOCIAL_CARD } from '@/src/config/constants';
import { LANGUAGE_TAGS, LANGUAGES, OG_LOCALES, PRODUCT_NAME, SITE_ORIGIN, type Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';
import type { Crumb } from '@/src/content/types';
import { socialCardPath } from './seo/cardPath';
import { scriptJson, structuredData } from './seo/structuredData';

/** What a docs article adds to its head: the social card, Open Graph's article tags, JSON-LD. */
interface ArticleHead {
  /** ISO date of the page's last change, or null when unknown. */
  lastModified: string | null;
  /** Product › group › page (./seo/breadcrumbs.ts). */
  breadcrumbs: readonly Crumb[];
}

interface DocsHeadProps {
  title: string;
  description: string;
  /** The page's route without language prefix, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  language: Language;
  /** False for a Chinese route showing the English text: its canonical is the English page. */
  translated: boolean;
  /** Pages such as the 404 should not be indexed and have no alternates. */
  noIndex?: boolean;
  /** Docs pages: the social card, `og:type` article and the structured data. */
  article?: ArticleHead;
}

export function documentTitle(title: string): string {
  return `${title} - ${PRODUCT_NAME}`;
}

/**
 * <title>, description, canonical URL and the en / zh alternates of a page; for a docs article,
 * its social card (`og:image`, `twitter:card`) and its JSON-LD (TechArticle, BreadcrumbList).
 */
export function DocsHead({ title, description, pathname, language, translated, noIndex = false, article }: DocsHeadProps) {
  // The language of the text: a Chinese route without translation shows (and is) the English page.
  const textLanguage = translated ? language : 'en';
  const canonical = `${SITE_ORIGIN}${localizePath(pathname, textLanguage)}`;
  const fullTitle = documentTitle(title);
  const indexedArticle = noIndex ? undefined : article;
  const image = indexedArticle ? `${SITE_ORIGIN}${socialCardPath(pathname, language)}` : null;
  return (
    <DocumentHead>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={indexedArticle ? 'article' : 'website'} />
      <meta property="og:locale" content={OG_LOCALES[textLanguage]} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex ? null : <link rel="canonical" href={canonical} />}
      {noIndex ? null : <meta property="og:url" content={canonical} />}
      {image ? <meta property="og:image" content={image} /> : null}
      {image ? <meta property="og:image:width" content={String(SOCIAL_CARD.width)} /> : null}
      {image ? <meta property="og:image:height" content={String(SOCIAL_CARD.height)} /> : null}
      {image ? <meta property="og:image:alt" content={title} /> : null}
      {image ? <meta name="twitter:card" content="summary_large_image" /> : null}
      {noIndex
        ? null
        : LANGUAGES.map((code) => (
            <link
              key={code}
              rel="alternate"
              hrefLang={LANGUAGE_TAGS[code]}
              href={`${SITE_ORIGIN}${localizePath(pathname, code)}`}
            />
          ))}
      {noIndex ? null : (
        <link rel="alternate" hrefLang="x-default" href={`${SITE_ORIGIN}${localizePath(pathname, 'en')}`} />
      )}
      {indexedArticle && image ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: scriptJson(
              structuredData({
                url: canonical,
                headline: title,
                description,
                image,
                dateModified: indexedArticle.lastModified,
                inLanguage: LANGUAGE_TAGS[textLanguage],
                breadcrumbs: indexedArticle.breadcrumbs.map((crumb) => ({ name: crumb.name, url: `${SITE_ORIGIN}${localizePath(crumb.pathname, language)}` })),
              }),
            ),
          }}
        />
      ) : null}
    </DocumentHead>
  );
}
