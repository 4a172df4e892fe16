import type { Crumb } from '@/src/content/types';
import { findActivePage, flattenPages } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';

export type { Crumb };

/**
 * Product › group › page, from the nav tree: the top-level group the page is in, the group
 * under it that holds the page (subheaders are labels, not steps), and the page. A group's step
 * leads to its first page. Pages directly under a product have two steps; a page outside every
 * group, one. `title` gives each entry's label in the reader's language. Run at build time (the
 * page's props carry the result): the browser needs neither the whole nav nor this code.
 */
export function breadcrumbTrail(tree: readonly NavEntry[], pathname: string, title: (entry: NavEntry) => string): Crumb[] {
  const active = findActivePage(tree, pathname);
  if (!active) {
    return [];
  }
  const groups = active.ancestors.filter((entry) => entry.title !== undefined && entry.children !== undefined).slice(0, 2);
  const steps: Crumb[] = [];
  for (const group of groups) {
    const first = flattenPages(group.children ?? [])[0];
    if (first) {
      steps.push({ name: title(group), pathname: first.pathname });
    }
  }
  steps.push({ name: title(active.page), pathname: active.page.pathname });
  return steps;
}
