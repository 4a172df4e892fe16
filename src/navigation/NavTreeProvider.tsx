import { createContext, useContext, type ReactNode } from 'react';
import type { NavEntry, NavNeighbours } from './types';

interface NavData {
  tree: readonly NavEntry[];
  active: NavEntry | null;
  productId: string | null;
  neighbours: NavNeighbours;
  versionRoutes: Readonly<Record<string, string | null>>;
}

const NO_NEIGHBOURS: NavNeighbours = { prev: null, next: null };

/**
 * The navigation reaches the browser as page data (each page's static props), not as part of
 * the shared JavaScript: the tree around the page (see `pruneTree`) and its previous and next
 * pages. Without them (a page that passes none), the shell shows no drawer entries and no
 * prev / next links: a sane default, never a crash.
 */
const NavTreeContext = createContext<NavData>({ tree: [], active: null, productId: null, neighbours: NO_NEIGHBOURS, versionRoutes: {} });

interface NavTreeProviderProps {
  tree: readonly NavEntry[] | undefined;
  active: NavEntry | null | undefined;
  productId: string | null | undefined;
  neighbours: NavNeighbours | undefined;
  /** The page's route on the other versions' sites (src/navigation/otherVersions.ts); none: their roots. */
  versionRoutes?: Readonly<Record<string, string | null>> | undefined;
  children: ReactNode;
}

export function NavTreeProvider({ tree, active, productId, neighbours, versionRoutes, children }: NavTreeProviderProps) {
  return (
    <NavTreeContext.Provider
      value={{ tree: tree ?? [], active: active ?? null, productId: productId ?? null, neighbours: neighbours ?? NO_NEIGHBOURS, versionRoutes: versionRoutes ?? {} }}
    >
      {children}
    </NavTreeContext.Provider>
  );
}

/**
 * The tree of the page's data, in drawer order: every top-level entry and the groups around
 * the page in full; other groups hold only their first page (`pruned`). For the whole tree,
 * see `loadFullNavTree`.
 */
export function useNavTree(): readonly NavEntry[] {
  return useContext(NavTreeContext).tree;
}

/** The pages before and after the page being read, in drawer order. */
export function useNavNeighbours(): NavNeighbours {
  return useContext(NavTreeContext).neighbours;
}

/** The tree entry of the page being read (null outside the tree, as on the 404). */
export function useActivePage(): NavEntry | null {
  return useContext(NavTreeContext).active;
}

/**
 * The product (top-level group) the page being read belongs to: in the page's tree, the one
 * group shown whole (see `pruneTree`); null for a page outside every group.
 */
export function useNavSection(): NavEntry | null {
  const { tree, active } = useContext(NavTreeContext);
  return active === null ? null : (tree.find((entry) => entry.title !== undefined && entry.children && !entry.pruned) ?? null);
}

/** The id of the product the page documents (`x-data-grid`); null outside the products. */
export function useNavProductId(): string | null {
  return useContext(NavTreeContext).productId;
}

/** Where the page being read lives on another version's site: `route('v6')` is its route there, or null (that site's root). */
export function useVersionRoutes(): (version: string) => string | null {
  const { versionRoutes } = useContext(NavTreeContext);
  return (version) => versionRoutes[version] ?? null;
}
