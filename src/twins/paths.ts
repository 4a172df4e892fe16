import { DEFAULT_LANGUAGE, type Language } from '@/src/config/site';

/**
 * Where a page's markdown twin lives: `/x/react-data-grid/sorting` →
 * `/x/react-data-grid/sorting.md`, and `/zh/x/react-data-grid/sorting.md` in Chinese. One
 * URL per twin: there is no `sorting/index.md` (or `index.html.md`) copy beside the page's
 * `index.html`, so a link, the llms.txt entry and the "View as markdown" link never disagree.
 * Accepts the pathname with or without its trailing slash, hash or query.
 */
export function twinPath(pathname: string, language: Language): string {
  const bare = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const prefix = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
  return `${prefix}${bare}.md`;
}

/** The llms.txt index (the same file at both paths) and the concatenation of the English twins. */
export const LLMS_TXT_PATHS = ['/llms.txt', '/x/llms.txt'] as const;
export const LLMS_FULL_PATH = '/llms-full.txt';
