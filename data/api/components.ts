import type { Plan } from '@/src/navigation/types';

/**
 * The components with a generated API page, in nav order. Each page lists the props read from
 * the package's own type declarations at build time (scripts/api; where each component is
 * declared is in ./sources.ts, which only the build reads).
 */
export interface ApiComponent {
  name: string;
  /** The API section: `/x/api/<product>/`. */
  product: 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
  plan?: Plan;
}

export const API_COMPONENTS: readonly ApiComponent[] = [
  { name: 'DataGrid', product: 'data-grid' },
  { name: 'DataGridPro', product: 'data-grid', plan: 'pro' },
  { name: 'DataGridPremium', product: 'data-grid', plan: 'premium' },
  { name: 'DatePicker', product: 'date-pickers' },
  { name: 'TimePicker', product: 'date-pickers' },
  { name: 'DateTimePicker', product: 'date-pickers' },
  { name: 'DateRangePicker', product: 'date-pickers', plan: 'pro' },
  { name: 'DateCalendar', product: 'date-pickers' },
  { name: 'StaticDatePicker', product: 'date-pickers' },
  { name: 'BarChart', product: 'charts' },
  { name: 'LineChart', product: 'charts' },
  { name: 'PieChart', product: 'charts' },
  { name: 'ScatterChart', product: 'charts' },
  { name: 'SparkLineChart', product: 'charts' },
  { name: 'Gauge', product: 'charts' },
  { name: 'SimpleTreeView', product: 'tree-view' },
  { name: 'RichTreeView', product: 'tree-view' },
  { name: 'TreeItem', product: 'tree-view' },
];

/** `DataGridPro` -> `data-grid-pro`. */
export function apiSlug(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function apiPathname(component: ApiComponent): string {
  return `/x/api/${component.product}/${apiSlug(component.name)}`;
}

/** The component whose generated API page lives at `pathname`, if any. */
export function apiComponentAt(pathname: string): ApiComponent | undefined {
  return API_COMPONENTS.find((component) => apiPathname(component) === pathname);
}
