import type { NavEntry, NavGroupEntry, NavPage, NavPageEntry, NavSubheaderEntry } from '@/src/navigation/types';
import { API_ENTRIES, apiIndexPathname, apiPathname, type ApiEntry, type ApiProduct } from './api/components';

/**
 * A product's API reference: its index page, then one generated page per entry, in the order
 * and groups of the MUI X reference: the Data Grid under "Components" and "Interfaces"
 * subheaders, the charts' interfaces under an "Interfaces" subheader after the components.
 */
function apiGroup(product: ApiProduct): NavGroupEntry {
  const page = (entry: ApiEntry): NavPageEntry => ({ pathname: apiPathname(entry), title: entry.name, plan: entry.plan });
  const ofKind = (kind: ApiEntry['kind']) => API_ENTRIES.filter((entry) => entry.product === product && entry.kind === kind).map(page);
  const components = ofKind('component');
  const interfaces = ofKind('interface');
  const subheader = (name: 'components' | 'interfaces', title: string, children: NavEntry[]): NavSubheaderEntry[] =>
    children.length > 0 ? [{ pathname: `/x/api/${product}-${name}-group`, subheader: title, children }] : [];
  return {
    pathname: `/x/api/${product}-group`,
    title: 'API reference',
    children: [
      { pathname: apiIndexPathname(product), title: 'Index' },
      ...(product === 'data-grid' ? subheader('components', 'Components', components) : components),
      ...subheader('interfaces', 'Interfaces', interfaces),
    ],
  };
}

/**
 * The whole navigation tree, in drawer order. Prev / next links follow this order.
 * Every page entry needs a markdown file and a route (`npm run new-page` creates all three);
 * the build fails when they drift apart.
 */
const pages: readonly NavPage[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation', title: 'Installation' },
      { pathname: '/x/introduction/licensing', title: 'Licensing' },
      { pathname: '/x/introduction/support', title: 'Support' },
      { pathname: '/x/introduction/roadmap', title: 'Roadmap' },
    ],
  },
  {
    pathname: '/x/common-concepts-group',
    title: 'Common concepts',
    children: [
      { pathname: '/x/common-concepts/custom-components', title: 'Custom subcomponents' },
      { pathname: '/x/common-concepts/theming', title: 'Theming' },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      { pathname: '/x/react-data-grid/getting-started', title: 'Getting started' },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [
          {
            pathname: '/x/react-data-grid/columns',
            title: 'Columns',
            children: [
              { pathname: '/x/react-data-grid/column-definition', title: 'Column definition' },
              { pathname: '/x/react-data-grid/column-dimensions', title: 'Column dimensions' },
              { pathname: '/x/react-data-grid/column-visibility', title: 'Column visibility' },
              { pathname: '/x/react-data-grid/column-header', title: 'Custom header' },
              { pathname: '/x/react-data-grid/column-menu', title: 'Column menu' },
              { pathname: '/x/react-data-grid/column-ordering', title: 'Column ordering', plan: 'pro' },
              { pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro' },
            ],
          },
          {
            pathname: '/x/react-data-grid/rows',
            title: 'Rows',
            children: [
              { pathname: '/x/react-data-grid/row-definition', title: 'Row definition' },
              { pathname: '/x/react-data-grid/row-updates', title: 'Row updates' },
              { pathname: '/x/react-data-grid/row-height', title: 'Row height' },
              { pathname: '/x/react-data-grid/master-detail', title: 'Master detail', plan: 'pro' },
              { pathname: '/x/react-data-grid/row-ordering', title: 'Row ordering', plan: 'pro' },
              { pathname: '/x/react-data-grid/row-pinning', title: 'Row pinning', plan: 'pro' },
            ],
          },
          { pathname: '/x/react-data-grid/editing', title: 'Editing' },
          { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
          {
            pathname: '/x/react-data-grid/filtering-group',
            title: 'Filtering',
            children: [
              { pathname: '/x/react-data-grid/filtering', title: 'Filtering' },
              { pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick filter' },
              {
                pathname: '/x/react-data-grid/filtering/header-filters',
                title: 'Header filters',
                plan: 'pro',
                newFeature: true,
              },
            ],
          },
          { pathname: '/x/react-data-grid/pagination', title: 'Pagination' },
          {
            pathname: '/x/react-data-grid/selection',
            title: 'Selection',
            children: [
              { pathname: '/x/react-data-grid/row-selection', title: 'Row selection' },
              {
                pathname: '/x/react-data-grid/cell-selection',
                title: 'Cell selection',
                plan: 'premium',
                newFeature: true,
              },
            ],
          },
          { pathname: '/x/react-data-grid/export', title: 'Export' },
          { pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste', newFeature: true },
          { pathname: '/x/react-data-grid/localization', title: 'Localization' },
          { pathname: '/x/react-data-grid/virtualization', title: 'Virtualization' },
          { pathname: '/x/react-data-grid/accessibility', title: 'Accessibility' },
        ],
      },
      {
        pathname: '/x/react-data-grid/advanced-features',
        subheader: 'Advanced features',
        children: [
          { pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-grouping', title: 'Row grouping', plan: 'premium' },
          { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
          {
            pathname: '/x/react-data-grid/pivoting',
            title: 'Pivoting',
            plan: 'premium',
            planned: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data',
            title: 'Server-side data',
            plan: 'pro',
            unstable: true,
          },
        ],
      },
      apiGroup('data-grid'),
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    children: [
      { pathname: '/x/react-date-pickers', title: 'Overview' },
      { pathname: '/x/react-date-pickers/getting-started', title: 'Getting started' },
      { pathname: '/x/react-date-pickers/base-concepts', title: 'Base concepts' },
      {
        pathname: '/x/react-date-pickers/components',
        subheader: 'Components',
        children: [
          { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
          { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
          { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
          {
            pathname: '/x/react-date-pickers/date-range-picker',
            title: 'Date Range Picker',
            plan: 'pro',
          },
          {
            pathname: '/x/react-date-pickers/time-range-picker',
            title: 'Time Range Picker',
            plan: 'pro',
            planned: true,
          },
        ],
      },
      {
        pathname: '/x/react-date-pickers/main-features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-date-pickers/validation', title: 'Validation' },
          { pathname: '/x/react-date-pickers/localization', title: 'Translated components' },
          { pathname: '/x/react-date-pickers/adapters-locale', title: 'Date format and localization' },
        ],
      },
      apiGroup('date-pickers'),
    ],
  },
  {
    pathname: '/x/react-charts-group',
    title: 'Charts',
    newFeature: true,
    children: [
      { pathname: '/x/react-charts', title: 'Overview' },
      { pathname: '/x/react-charts/getting-started', title: 'Getting started' },
      {
        pathname: '/x/react-charts/components',
        subheader: 'Components',
        children: [
          { pathname: '/x/react-charts/bars', title: 'Bars' },
          { pathname: '/x/react-charts/lines', title: 'Lines' },
          { pathname: '/x/react-charts/pie', title: 'Pie' },
          { pathname: '/x/react-charts/scatter', title: 'Scatter' },
          { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
          { pathname: '/x/react-charts/gauge', title: 'Gauge' },
          { pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro', unstable: true },
          {
            pathname: '/x/react-charts/zoom-and-pan',
            title: 'Zoom and pan',
            plan: 'pro',
            unstable: true,
          },
          { pathname: '/x/react-charts/radar', title: 'Radar', planned: true },
        ],
      },
      apiGroup('charts'),
    ],
  },
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    newFeature: true,
    children: [
      { pathname: '/x/react-tree-view', title: 'Overview' },
      { pathname: '/x/react-tree-view/getting-started', title: 'Getting started' },
      {
        pathname: '/x/react-tree-view/simple-tree-view',
        subheader: 'Simple Tree View',
        children: [{ pathname: '/x/react-tree-view/simple-tree-view/items', title: 'Items' }],
      },
      {
        pathname: '/x/react-tree-view/rich-tree-view',
        subheader: 'Rich Tree View',
        children: [
          { pathname: '/x/react-tree-view/rich-tree-view/items', title: 'Items' },
          { pathname: '/x/react-tree-view/rich-tree-view/ordering', title: 'Ordering', plan: 'pro' },
        ],
      },
      apiGroup('tree-view'),
    ],
  },
  {
    pathname: '/x/migration-group',
    title: 'Migration',
    children: [
      {
        pathname: '/x/migration/upgrade-to-v7',
        subheader: 'Upgrade to v7',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6', title: 'Data Grid' },
          { pathname: '/x/migration/migration-pickers-v6', title: 'Date and Time Pickers' },
          { pathname: '/x/migration/migration-charts-v6', title: 'Charts' },
          { pathname: '/x/migration/migration-tree-view-v6', title: 'Tree View' },
        ],
      },
      {
        pathname: '/x/migration/upgrade-to-v6',
        subheader: 'Upgrade to v6',
        children: [{ pathname: '/x/migration/migration-data-grid-v5', title: 'Data Grid' }],
      },
    ],
  },
];

export default pages;
