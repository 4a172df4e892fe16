import { PRODUCTS } from '@/src/config/products';
import { HOME_PATHNAME } from '@/src/config/site';
import type { Plan } from '@/src/config/plans';

const OVERVIEW_PATHNAMES = new Set([HOME_PATHNAME, ...PRODUCTS.map((product) => product.pathname)]);

/** Which pages have an ad slot: none on overview pages, nor on pages of a paid plan. */
export function pageShowsAds(pathname: string, plan: Plan | undefined): boolean {
  return !plan && !OVERVIEW_PATHNAMES.has(pathname.replace(/\/+$/, ''));
}
