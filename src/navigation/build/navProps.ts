import pages from '@/data/pages';
import type { NavEntry } from '../types';

/** What every page with the docs shell adds to its static props: the navigation tree. */
export interface NavProps {
  nav: readonly NavEntry[];
}

export function navProps(): NavProps {
  return { nav: pages };
}
