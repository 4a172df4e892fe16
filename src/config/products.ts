/**
 * Products and content sections. A section is a top-level part of the URL space under
 * `/x/`; a product is a section that documents one component package.
 */

export interface Product {
  /** Analytics product id, e.g. `x-data-grid`. */
  id: string;
  /** Name shown in the app bar next to the site name. */
  name: string;
  /** The section's folder in `data/` and its slug in API URLs (`/x/api/<slug>/`). */
  slug: string;
  /** URL prefix of the product's pages, without trailing slash. */
  pathname: string;
}

export const PRODUCTS: readonly Product[] = [
  { id: 'x-data-grid', name: 'Data Grid', slug: 'data-grid', pathname: '/x/react-data-grid' },
  {
    id: 'x-date-pickers',
    name: 'Date and Time Pickers',
    slug: 'date-pickers',
    pathname: '/x/react-date-pickers',
  },
  { id: 'x-charts', name: 'Charts', slug: 'charts', pathname: '/x/react-charts' },
  { id: 'x-tree-view', name: 'Tree View', slug: 'tree-view', pathname: '/x/react-tree-view' },
];

export function findProductById(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}
