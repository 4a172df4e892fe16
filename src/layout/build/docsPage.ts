import type { GetStaticPaths, GetStaticProps } from 'next';
import pages from '@/data/pages';
import { DOCS_PREFIX, type Language } from '@/src/config/site';
import { loadLanguagePack } from '@/src/i18n/languagePacks';
import { navProps, type NavProps } from '@/src/navigation/build/navProps';
import { flattenPages, pageToTitle } from '@/src/navigation/tree';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import type { MarkdownPageProps } from '@/src/content/types';
import { islandsForPage } from '@/src/content/build/demoFiles';
import { loadPageRecord } from '@/src/content/build/records';
import { lastUpdatedDay } from '@/src/i18n/dates';

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

/** A docs page's props: its record (scripts/compiler/) as `language` shows it, and its part of the nav. */
export function docsStaticProps(language: Language): GetStaticProps<MarkdownPageProps & NavProps, SlugParams> {
  return async ({ params }) => {
    const pathname = `${DOCS_PREFIX}${(params?.slug ?? []).join('/')}`;
    const record = await loadPageRecord(pathname);
    if (!record) {
      return { notFound: true };
    }
    const page = record.languages[language];
    const languagePack = language === 'en' ? null : await loadLanguagePack(language);
    return {
      props: {
        pathname,
        language,
        translated: page.translated,
        meta: page.meta,
        toc: page.toc,
        sourcePath: page.source,
        html: page.html,
        firstScreen: page.firstScreen,
        islands: islandsForPage(page.islands),
        lastModified: record.lastModified,
        lastUpdated: record.kind === 'guide' ? lastUpdatedDay(record.lastModified, language) : null,
        breadcrumbs: breadcrumbTrail(pages, pathname, (entry) => languagePack?.navTitles[entry.pathname] ?? pageToTitle(entry)),
        languagePack,
        ...navProps(pathname),
      },
    };
  };
}
