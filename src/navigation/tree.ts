import { pathnameToLanguage } from '@/src/i18n/paths';
import type { NavEntry, NavNeighbours } from './types';

/** A group or subheader: a node of the drawer that is not a page. */
export function isGroup(page: NavEntry): boolean {
  return page.children !== undefined;
}

export function isExternal(page: NavEntry): boolean {
  return /^https?:\/\//.test(page.pathname);
}

/** Entries readers can open on this site, in drawer (depth-first) order. */
export function flattenPages(pages: readonly NavEntry[]): NavEntry[] {
  const result: NavEntry[] = [];
  const visit = (entries: readonly NavEntry[]) => {
    for (const entry of entries) {
      if (entry.children) {
        visit(entry.children);
      } else if (!isExternal(entry)) {
        result.push(entry);
      }
    }
  };
  visit(pages);
  return result;
}

/** Every entry of the tree, groups included, with the chain of groups above it. */
export function walkTree(
  pages: readonly NavEntry[],
  callback: (page: NavEntry, ancestors: readonly NavEntry[]) => void,
  ancestors: readonly NavEntry[] = [],
): void {
  for (const page of pages) {
    callback(page, ancestors);
    if (page.children) {
      walkTree(page.children, callback, [...ancestors, page]);
    }
  }
}

/** Pathnames that occur more than once in the tree (groups included). */
export function findDuplicatePathnames(pages: readonly NavEntry[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  walkTree(pages, (page) => {
    if (seen.has(page.pathname)) {
      duplicates.add(page.pathname);
    }
    seen.add(page.pathname);
  });
  return [...duplicates];
}

/** A route pathname as the tree stores it: no language, no trailing slash, no `[docsTab]`. */
export function normalizeRoutePathname(pathname: string): string {
  const { canonicalAs } = pathnameToLanguage(pathname);
  const withoutQuery = canonicalAs.replace(/[?#].*$/, '');
  const withoutTab = withoutQuery.replace(/\/\[docsTab\](?=\/|$)/g, '');
  return withoutTab.length > 1 ? withoutTab.replace(/\/+$/, '') : withoutTab;
}

export interface ActivePage {
  page: NavEntry;
  /** Groups and subheaders containing the page, outermost first. */
  ancestors: readonly NavEntry[];
}

/**
 * The page entry a route belongs to, or null. Language prefixes, trailing slashes and a
 * `[docsTab]` segment are ignored. A pathname listed twice in the tree is a programming
 * error and throws.
 */
export function findActivePage(pages: readonly NavEntry[], pathname: string): ActivePage | null {
  const duplicates = findDuplicatePathnames(pages);
  if (duplicates.length > 0) {
    throw new Error(`Duplicated pathname in the navigation tree: ${duplicates.join(', ')}`);
  }
  const target = normalizeRoutePathname(pathname);
  let found: ActivePage | null = null;
  walkTree(pages, (page, ancestors) => {
    if (!found && !isGroup(page) && page.pathname === target) {
      found = { page, ancestors };
    }
  });
  return found;
}

/** The pages before and after `pathname` in drawer order (groups and external links skipped). */
export function pageNeighbours(pages: readonly NavEntry[], pathname: string): NavNeighbours {
  const flat = flattenPages(pages);
  const target = normalizeRoutePathname(pathname);
  const index = flat.findIndex((page) => page.pathname === target);
  if (index === -1) {
    return { prev: null, next: null };
  }
  return { prev: flat[index - 1] ?? null, next: flat[index + 1] ?? null };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The label of an entry: its title, else its subheader, else one derived from the last
 * segment of its pathname (`react-` and `-group` dropped). API pages get the component's
 * PascalCase name (`data-grid-pro` -> `DataGridPro`), others sentence case
 * (`column-pinning` -> `Column pinning`).
 */
export function pageToTitle(page: { pathname: string; title?: string; subheader?: string; children?: readonly unknown[] }): string {
  if (page.title) {
    return page.title;
  }
  if (page.subheader) {
    return page.subheader;
  }
  const segment = page.pathname
    .replace(/\/+$/, '')
    .replace(/.*\//, '')
    .replace(/^react-/, '')
    .replace(/-group$/, '');
  const words = segment.split('-').filter(Boolean);
  if (/\/api(-docs)?\//.test(page.pathname)) {
    return words.map(capitalize).join('');
  }
  return capitalize(words.join(' '));
}
