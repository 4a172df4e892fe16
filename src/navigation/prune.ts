import { flattenPages } from './tree';
import type { NavEntry } from './types';

/**
 * The tree a page carries in its data and renders in its drawer: every top-level entry, the
 * product (top-level group) the page belongs to in full, and every other top-level group
 * closed, holding only its first page (a way in that works without JavaScript). What a page
 * carries then depends on its own product, not on the size of the site; the browser loads the
 * whole tree, once, when the reader opens a closed product (see `loadFullNavTree`).
 *
 * `activePathname` null (a page outside the tree, such as the 404) closes every group.
 */
export function pruneTree(pages: readonly NavEntry[], activePathname: string | null): NavEntry[] {
  return pages.map((entry): NavEntry => {
    if (!entry.children || entry.subheader !== undefined) {
      return entry;
    }
    const pagesInside = flattenPages(entry.children);
    if (activePathname !== null && pagesInside.some((page) => page.pathname === activePathname)) {
      return entry;
    }
    const first = pagesInside[0];
    return { ...entry, children: first ? [first] : [], pruned: true as const };
  });
}
