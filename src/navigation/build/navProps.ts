import pages from '@/data/pages';
import otherVersions from '@/data/other-versions.json';
import { findProductById } from '@/src/config/products';
import { getProductInfoFromUrl } from '../productInfo';
import { pruneTree } from '../prune';
import { versionRoutes } from '../otherVersions';
import { findActivePage, pageNeighbours, pageToTitle } from '../tree';
import type { NavEntry, NavNeighbours } from '../types';

/** What every page with the docs shell adds to its static props. */
export interface NavProps {
  /** The tree around the page (see `pruneTree`): its size does not grow with the site's. */
  nav: readonly NavEntry[];
  /** The page's entry in the tree (null outside it, as on the 404). */
  active: NavEntry | null;
  /** The id of the product the page documents (`x-data-grid`), for the app bar; null if none. */
  productId: string | null;
  neighbours: NavNeighbours;
  /** The page's route on each other version's site (`v6`, `next`), null where it has none (see ../otherVersions.ts). */
  versionRoutes: Record<string, string | null>;
}

/** The navigation data of the page at `pathname` (a tree pathname); none for pages outside the tree. */
export function navProps(pathname: string | null = null): NavProps {
  const active = pathname === null ? null : findActivePage(pages, pathname);
  const activePathname = active?.page.pathname ?? null;
  return {
    nav: pruneTree(pages, activePathname),
    active: active?.page ?? null,
    productId: activePathname === null ? null : (findProductById(getProductInfoFromUrl(activePathname).productId)?.id ?? null),
    neighbours: activePathname === null ? { prev: null, next: null } : pageNeighbours(pages, activePathname),
    versionRoutes: versionRoutes(active ? { pathname: active.page.pathname, title: pageToTitle(active.page) } : null, otherVersions.sites),
  };
}
