import type { GetStaticPaths, GetStaticProps } from 'next';
import { apiEntryAt } from '@/data/api/components';
import pages from '@/data/pages';
import { DOCS_PREFIX, type Language } from '@/src/config/site';
import { loadLanguagePack } from '@/src/i18n/languagePacks';
import { navProps, type NavProps } from '@/src/navigation/build/navProps';
import { flattenPages } from '@/src/navigation/tree';
import type { MarkdownPageProps } from '../types';
import { loadCompiledPage } from './compiled';
import { renderApiPage } from './apiPage';
import { renderMarkdownPage } from './renderPage';

type SlugParams = { slug: string[] };

/** Every docs page of the nav tree becomes a static page under `/x/` (and `/zh/x/`). */
export function docsStaticPaths(): GetStaticPaths<SlugParams> {
  return async () => ({
    paths: flattenPages(pages)
      .filter((page) => page.pathname.startsWith(DOCS_PREFIX))
      .map((page) => ({ params: { slug: page.pathname.slice(DOCS_PREFIX.length).split('/') } })),
    fallback: false,
  });
}

/** Loads the page's markdown (the translation when there is one) and renders it to HTML. */
export function docsStaticProps(language: Language): GetStaticProps<MarkdownPageProps & NavProps, SlugParams> {
  return async ({ params }) => {
    const pathname = `${DOCS_PREFIX}${(params?.slug ?? []).join('/')}`;
    const pack = language === 'en' ? null : await loadLanguagePack(language);
    const component = apiEntryAt(pathname);
    if (component) {
      return { props: { ...(await renderApiPage(component.name, pathname, language, pack)), ...navProps(pathname) } };
    }
    const page = loadCompiledPage(pathname, language);
    if (!page) {
      return { notFound: true };
    }
    return { props: { ...renderMarkdownPage(page.content, pathname, language, page.translated, pack), ...navProps(pathname) } };
  };
}
