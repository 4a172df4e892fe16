/**
 * Pages as agents name them, and the addresses the server gives back. An agent may pass a
 * page's URL on any host (`https://mui.com/x/react-data-grid/sorting/#sorting-from-code`), its
 * path with or without `/x`, language prefix or trailing slash, its markdown twin's path
 * (`…/sorting.md`) or its resource URI (`mui-x-docs://zh/x/…`); the server answers with
 * absolute URLs on SITE_ORIGIN and resource URIs.
 */
import { DEFAULT_LANGUAGE, DOCS_PREFIX, SITE_ORIGIN, type Language } from '@/src/config/site';
import { isLanguage, localizePath } from '@/src/i18n/paths';
import { RESOURCE_SCHEME } from './config';

export interface PageAddress {
  /** The nav pathname it names (`/x/react-data-grid/sorting`): possibly no page at all. */
  pathname: string;
  /** The language its path names (`/zh/x/…`), or null when it names none (`/x/…`, `react-data-grid/sorting`). */
  language: Language | null;
  /** The `#fragment`, without `#` ('' for none). */
  anchor: string;
}

/** What an agent passed as a page, read as a nav pathname, a language and an anchor. */
export function readPageAddress(input: string): PageAddress {
  let text = input.trim();
  let anchor = '';
  const hash = text.indexOf('#');
  if (hash >= 0) {
    anchor = text.slice(hash + 1);
    text = text.slice(0, hash);
  }
  text = text.replace(/\?.*$/, '');
  const resource = new RegExp(`^${RESOURCE_SCHEME}://`, 'i');
  if (resource.test(text)) {
    text = `/${text.replace(resource, '')}`;
  } else if (/^[a-z][a-z\d+.-]*:\/\//i.test(text)) {
    text = text.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '') || '/';
  }
  text = text.replace(/\/index\.html$/i, '').replace(/\.(md|html)$/i, '');
  const segments = text.toLowerCase().split('/').filter(Boolean);
  // `/zh/x/…` names its language; `/x/…` and a bare path leave it to the caller.
  const first = segments[0] ?? '';
  const language = isLanguage(first) && segments.length > 1 ? first : null;
  if (language) {
    segments.shift();
  }
  const docsSegment = DOCS_PREFIX.replace(/\//g, '');
  if (segments[0] !== docsSegment) {
    segments.unshift(docsSegment);
  }
  return { pathname: `/${segments.join('/')}`, language, anchor };
}

/** The page's URL on the site, with a trailing slash and its language prefix. */
export function pageUrl(pathname: string, language: Language = DEFAULT_LANGUAGE, anchor = ''): string {
  return `${SITE_ORIGIN}${localizePath(pathname, language)}${anchor ? `#${anchor}` : ''}`;
}

/** The page's markdown as a resource: `mui-x-docs://x/react-data-grid/sorting`, `mui-x-docs://zh/x/…`. */
export function resourceUri(pathname: string, language: Language): string {
  return `${RESOURCE_SCHEME}://${language === DEFAULT_LANGUAGE ? '' : `${language}/`}${pathname.replace(/^\//, '')}`;
}
