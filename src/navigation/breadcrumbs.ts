import { findActivePage, flattenPages } from './tree';
import type { NavEntry } from './types';

/** One step of a page's breadcrumb trail. */
export interface Crumb {
  /** The nav entry (a group or the page itself), for its label in the reader's language. */
  entry: NavEntry;
  /** Where the step leads: the page itself, or a group's first page (null only for a group without pages, which is above no page). */
  pathname: string | null;
}

/**
 * The trail from the page's product down to the page: every group above it (subheaders are
 * labels between entries, not places, and are left out), then the page. A group has no page
 * of its own, so its step links to the group's first page (links to other sites skipped); a
 * group above a page holds at least that page, so every step has a link. A page outside every
 * group (or outside the tree) has no trail: empty.
 */
export function breadcrumbTrail(tree: readonly NavEntry[], pathname: string): Crumb[] {
  const active = findActivePage(tree, pathname);
  if (!active) {
    return [];
  }
  const groups = active.ancestors.filter((entry) => entry.subheader === undefined);
  if (groups.length === 0) {
    return [];
  }
  return [
    ...groups.map((group) => ({ entry: group, pathname: flattenPages(group.children ?? [])[0]?.pathname ?? null })),
    { entry: active.page, pathname: active.page.pathname },
  ];
}
