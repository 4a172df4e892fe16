import { createContext, useContext, type ReactNode } from 'react';
import type { NavEntry } from './types';

/**
 * The navigation tree reaches the browser as page data (each page's static props), not as part
 * of the shared JavaScript: the full tree of ~300 entries would otherwise weigh on every
 * page's first load. Without a tree (a page that passes none), the shell shows no drawer
 * entries and no prev / next links: a sane default, never a crash.
 */
const NavTreeContext = createContext<readonly NavEntry[]>([]);

export function NavTreeProvider({ tree, children }: { tree: readonly NavEntry[] | undefined; children: ReactNode }) {
  return <NavTreeContext.Provider value={tree ?? []}>{children}</NavTreeContext.Provider>;
}

/** The site's navigation tree, in drawer order. */
export function useNavTree(): readonly NavEntry[] {
  return useContext(NavTreeContext);
}
