import { DEFAULT_LANGUAGE, DOCS_PREFIX, type Language } from '@/src/config/site';

/** The folder of the social cards, under the docs prefix of each language. */
const CARDS_FOLDER = 'og';

/**
 * Where a page's social card is served: `/x/react-data-grid/sorting` → `/x/og/react-data-grid/sorting.png`,
 * its Chinese card `/zh/x/og/react-data-grid/sorting.png` (the language prefix of the page's own URL).
 * Written by the build's `cards` step (scripts/seo/cards/).
 */
export function socialCardPath(pathname: string, language: Language): string {
  if (!pathname.startsWith(DOCS_PREFIX)) {
    throw new Error(`socialCardPath: ${pathname} is not a docs page (it does not start with ${DOCS_PREFIX}).`);
  }
  const rest = pathname.slice(DOCS_PREFIX.length).replace(/\/+$/, '');
  const prefix = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
  return `${prefix}${DOCS_PREFIX}${CARDS_FOLDER}/${rest}.png`;
}
