import { API_ENTRIES, apiPathname } from '@/data/api/components';
import pages from '@/data/pages';
import type { Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';
import { flattenPages } from '@/src/navigation/tree';

const API_PATHS = new Map(API_ENTRIES.map((entry) => [entry.name, apiPathname(entry)]));
let navPathnames: Set<string> | null = null;

function isSitePage(pathname: string): boolean {
  navPathnames ??= new Set(flattenPages(pages).map((page) => page.pathname));
  return navPathnames.has(pathname);
}

/** The API page of a documented component or interface, for a reader of `language`. */
export function apiHref(name: string, language: Language): string | undefined {
  const pathname = API_PATHS.get(name);
  return pathname ? localizePath(pathname, language) : undefined;
}

export function isDocumentedName(name: string): boolean {
  return API_PATHS.has(name);
}

/**
 * Links of the packages' JSDoc point at mui.com (`https://mui.com/x/react-data-grid/…`) or at
 * site paths (`/x/…`). A page this site has becomes a local link (without its #fragment: the
 * headings of this site's pages are not the same); any other goes to mui.com.
 */
export function rewriteDocLinks(html: string, language: Language): string {
  return html.replace(/href="([^"]*)"/g, (match, href: string) => {
    const local = /^(?:https?:\/\/(?:www\.)?mui\.com)?(\/x\/[^#?"]*)([^"]*)$/.exec(href);
    if (!local) {
      return match;
    }
    const pathname = (local[1] ?? '').replace(/\/+$/, '');
    if (isSitePage(pathname)) {
      return `href="${localizePath(pathname, language)}"`;
    }
    return `href="https://mui.com${local[1] ?? ''}${local[2] ?? ''}"`;
  });
}

/**
 * Inline code naming a documented component or interface (`<code>GridColDef</code>`) becomes a
 * link to its API page, unless it is already inside a link or names the page itself.
 */
export function linkApiCode(html: string, language: Language, self?: string): string {
  let depth = 0;
  return html.replace(/<a[\s>]|<\/a>|<code>([A-Za-z][A-Za-z0-9]*)<\/code>/g, (match, name: string | undefined) => {
    if (match.startsWith('</a')) {
      depth = Math.max(0, depth - 1);
      return match;
    }
    if (match.startsWith('<a')) {
      depth += 1;
      return match;
    }
    const href = name && name !== self && depth === 0 ? apiHref(name, language) : undefined;
    return href ? `<a href="${href}">${match}</a>` : match;
  });
}

/** JSDoc HTML as shown on the site: links localized, names of documented APIs linked. */
export function prepareDocHtml(html: string, language: Language, self?: string): string {
  return html ? linkApiCode(rewriteDocLinks(html, language), language, self) : html;
}
