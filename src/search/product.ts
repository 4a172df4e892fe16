import { PRODUCTS } from '@/src/config/products';
import { pathnameToLanguage } from '@/src/i18n/paths';
import { GENERAL_PRODUCT } from './config';

/**
 * The product a page belongs to, as a slug (`data-grid`, `date-pickers`, `charts`,
 * `tree-view`) or `general`: guides under `/x/react-<product>/`, API pages under
 * `/x/api/<product>/`, with or without the language prefix.
 */
export function searchProductOf(path: string): string {
  const pathname = pathnameToLanguage(path).canonicalPathname;
  const product = PRODUCTS.find(
    (candidate) =>
      pathname === candidate.pathname ||
      pathname.startsWith(`${candidate.pathname}/`) ||
      pathname === `/x/api/${candidate.slug}` ||
      pathname.startsWith(`/x/api/${candidate.slug}/`),
  );
  return product?.slug ?? GENERAL_PRODUCT;
}
