import type { ApiProduct } from './components';

/**
 * The generated catalogs of the API reference that are not one component's or interface's page:
 * each is a markdown page (`data/api/<product>/<name>/<name>.md`, its introduction) that ends
 * with the list `npm run generate:api` reads from the packages (scripts/api/catalogs.ts).
 */
export type ApiCatalogName = 'events' | 'selectors';

export interface ApiCatalog {
  name: ApiCatalogName;
  product: ApiProduct;
  /** Its entry in the product's API group of the nav. */
  navTitle: string;
}

export const API_CATALOGS: readonly ApiCatalog[] = [
  { name: 'events', product: 'data-grid', navTitle: 'Events' },
  { name: 'selectors', product: 'data-grid', navTitle: 'Selectors' },
];

export function apiCatalogPathname(catalog: Pick<ApiCatalog, 'name' | 'product'>): `/x/api/${string}` {
  return `/x/api/${catalog.product}/${catalog.name}`;
}

/** The catalog whose page lives at `pathname`, if any. */
export function apiCatalogAt(pathname: string): ApiCatalog | undefined {
  return API_CATALOGS.find((catalog) => apiCatalogPathname(catalog) === pathname.replace(/\/+$/, ''));
}
