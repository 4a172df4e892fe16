import type { NavEntry, NavGroupEntry, NavPageEntry, NavSubheaderEntry } from '@/src/navigation/types';
import { API_CATALOGS, apiCatalogPathname } from './api/catalogs';
import { API_ENTRIES, apiIndexPathname, apiPathname, type ApiEntry, type ApiProduct } from './api/components';

/**
 * A product's API reference: its index page, its generated catalogs, then one generated page per entry, in the order
 * and groups of the MUI X reference: the Data Grid under "Components" and "Interfaces"
 * subheaders, the charts' interfaces under an "Interfaces" subheader after the components.
 */
function apiGroup(product: ApiProduct): NavGroupEntry {
  const page = (entry: ApiEntry): NavPageEntry => ({ pathname: apiPathname(entry), title: entry.name, ...(entry.plan ? { plan: entry.plan } : {}) });
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
      // The generated catalogs (data/api/catalogs.ts): the Data Grid's events and selectors.
      ...API_CATALOGS.filter((catalog) => catalog.product === product).map((catalog) => ({ pathname: apiCatalogPathname(catalog), title: catalog.navTitle })),
      ...(product === 'data-grid' ? subheader('components', 'Components', components) : components),
      ...subheader('interfaces', 'Interfaces', interfaces),
    ],
  };
}

/**
 * The whole navigation tree, in drawer order (the 7.23.6 documentation's tree). Prev / next
 * links follow this order. Every page entry needs a markdown file (`npm run generate:page`
 * creates both); the build fails when they drift apart.
 */
const pages: readonly NavEntry[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new in MUI X" },
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
      { pathname: '/x/react-data-grid/demo', title: 'Demo' },
      { pathname: '/x/react-data-grid/getting-started', title: 'Getting started' },
      { pathname: '/x/react-data-grid/layout', title: 'Layout' },
      {
        pathname: '/x/react-data-grid/columns',
        title: 'Columns',
        children: [
          { pathname: '/x/react-data-grid/column-definition', title: 'Column definition' },
          { pathname: '/x/react-data-grid/column-dimensions', title: 'Column dimensions' },
          { pathname: '/x/react-data-grid/column-visibility', title: 'Column visibility' },
          { pathname: '/x/react-data-grid/custom-columns', title: 'Custom columns' },
          { pathname: '/x/react-data-grid/column-header', title: 'Column header' },
          { pathname: '/x/react-data-grid/column-menu', title: 'Column menu' },
          { pathname: '/x/react-data-grid/column-spanning', title: 'Column spanning' },
          { pathname: '/x/react-data-grid/column-groups', title: 'Column groups' },
          { pathname: '/x/react-data-grid/column-ordering', title: 'Column ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro' },
          { pathname: '/x/react-data-grid/column-recipes', title: 'Recipes' },
        ],
      },
      {
        pathname: '/x/react-data-grid/rows',
        title: 'Rows',
        children: [
          { pathname: '/x/react-data-grid/row-definition', title: 'Row definition' },
          { pathname: '/x/react-data-grid/row-updates', title: 'Row updates' },
          { pathname: '/x/react-data-grid/row-height', title: 'Row height' },
          { pathname: '/x/react-data-grid/row-spanning', title: 'Row spanning', unstable: true },
          { pathname: '/x/react-data-grid/master-detail', title: 'Master detail', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-ordering', title: 'Row ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-pinning', title: 'Row pinning', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/editing', title: 'Editing' },
      { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
      {
        pathname: '/x/react-data-grid/filtering-group',
        title: 'Filtering',
        children: [
          { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
          { pathname: '/x/react-data-grid/filtering/customization', title: 'Customization' },
          { pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick filter' },
          { pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filter' },
          { pathname: '/x/react-data-grid/filtering/multi-filters', title: 'Multi filters', plan: 'pro' },
          {
            pathname: '/x/react-data-grid/filtering/header-filters',
            title: 'Header filters',
            plan: 'pro',
            newFeature: true,
          },
          { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes' },
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
      { pathname: '/x/react-data-grid/overlays', title: 'Overlays' },
      { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
      {
        pathname: '/x/react-data-grid/style-group',
        title: 'Style',
        children: [
          { pathname: '/x/react-data-grid/style', title: 'Overview' },
          { pathname: '/x/react-data-grid/style-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/localization', title: 'Localization' },
      { pathname: '/x/react-data-grid/scrolling', title: 'Scrolling' },
      { pathname: '/x/react-data-grid/virtualization', title: 'Virtualization' },
      { pathname: '/x/react-data-grid/accessibility', title: 'Accessibility' },
      { pathname: '/x/react-data-grid/performance', title: 'Performance' },
      { pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro' },
      { pathname: '/x/react-data-grid/row-grouping', title: 'Row grouping', plan: 'premium' },
      { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
      { pathname: '/x/react-data-grid/pivoting', title: 'Pivoting', plan: 'premium', planned: true },
      { pathname: '/x/react-data-grid/list-view', title: 'List view', plan: 'pro', unstable: true },
      {
        pathname: '/x/react-data-grid/server-side-data-group',
        title: 'Server-side data',
        plan: 'pro',
        newFeature: true,
        children: [
          { pathname: '/x/react-data-grid/server-side-data', title: 'Overview', plan: 'pro', unstable: true },
          {
            pathname: '/x/react-data-grid/server-side-data/tree-data',
            title: 'Tree data',
            plan: 'pro',
            unstable: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data/lazy-loading',
            title: 'Lazy loading',
            plan: 'pro',
            planned: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data/infinite-loading',
            title: 'Infinite loading',
            plan: 'pro',
            planned: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data/row-grouping',
            title: 'Row grouping',
            plan: 'premium',
            unstable: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data/aggregation',
            title: 'Aggregation',
            plan: 'premium',
            planned: true,
          },
        ],
      },
      {
        pathname: '/x/react-data-grid/custom-behavior',
        title: 'Custom behavior',
        children: [
          { pathname: '/x/react-data-grid/api-object', title: 'API object' },
          { pathname: '/x/react-data-grid/events', title: 'Events' },
          { pathname: '/x/react-data-grid/state', title: 'State' },
        ],
      },
      {
        pathname: '/x/react-data-grid/recipes',
        title: 'Recipes',
        children: [
          { pathname: '/x/react-data-grid/recipes-editing', title: 'Editing' },
          { pathname: '/x/react-data-grid/recipes-row-grouping', title: 'Row grouping', plan: 'premium' },
        ],
      },
      apiGroup('data-grid'),
      { pathname: '/x/react-data-grid/faq', title: 'FAQ' },
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    children: [
      { pathname: '/x/react-date-pickers', title: 'Overview' },
      { pathname: '/x/react-date-pickers/getting-started', title: 'Getting started' },
      { pathname: '/x/react-date-pickers/base-concepts', title: 'Base concepts' },
      { pathname: '/x/react-date-pickers/accessibility', title: 'Accessibility' },
      { pathname: '/x/react-date-pickers/faq', title: 'FAQ' },
      {
        pathname: '/x/react-date-pickers-components',
        subheader: 'Components',
        children: [
          {
            pathname: '/x/react-date-pickers/date-pickers',
            title: 'Date components',
            children: [
              { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
              { pathname: '/x/react-date-pickers/date-field', title: 'Date Field' },
              { pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-pickers',
            title: 'Time components',
            children: [
              { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
              { pathname: '/x/react-date-pickers/time-field', title: 'Time Field' },
              { pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock' },
              { pathname: '/x/react-date-pickers/digital-clock', title: 'Digital Clock' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-pickers',
            title: 'Date Time components',
            children: [
              { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
              { pathname: '/x/react-date-pickers/date-time-field', title: 'Date Time Field' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-range-pickers',
            title: 'Date Range components',
            plan: 'pro',
            children: [
              { pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker' },
              { pathname: '/x/react-date-pickers/date-range-field', title: 'Date Range Field' },
              { pathname: '/x/react-date-pickers/date-range-calendar', title: 'Date Range Calendar' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-range-pickers',
            title: 'Time Range components',
            plan: 'pro',
            children: [
              { pathname: '/x/react-date-pickers/time-range-picker', title: 'Time Range Picker', planned: true },
              { pathname: '/x/react-date-pickers/time-range-field', title: 'Time Range Field' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-range-pickers',
            title: 'Date Time Range components',
            plan: 'pro',
            children: [
              {
                pathname: '/x/react-date-pickers/date-time-range-picker',
                title: 'Date Time Range Picker',
                newFeature: true,
              },
              { pathname: '/x/react-date-pickers/date-time-range-field', title: 'Date Time Range Field' },
            ],
          },
          { pathname: '/x/react-date-pickers/fields', title: 'Field components' },
          apiGroup('date-pickers'),
        ],
      },
      {
        pathname: '/x/react-date-pickers/common-features',
        subheader: 'Common features',
        children: [
          { pathname: '/x/react-date-pickers/validation', title: 'Validation' },
          { pathname: '/x/react-date-pickers/lifecycle', title: 'Components lifecycle' },
          { pathname: '/x/react-date-pickers/shortcuts', title: 'Shortcuts' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/localization-group',
        subheader: 'Localization',
        children: [
          { pathname: '/x/react-date-pickers/localization', title: 'Translated components' },
          { pathname: '/x/react-date-pickers/adapters-locale', title: 'Date format and localization' },
          { pathname: '/x/react-date-pickers/timezone', title: 'UTC and timezones' },
          { pathname: '/x/react-date-pickers/calendar-systems', title: 'Calendar systems' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/visual-customization',
        subheader: 'Visual customization',
        children: [
          { pathname: '/x/react-date-pickers/custom-components', title: 'Custom subcomponents' },
          { pathname: '/x/react-date-pickers/custom-layout', title: 'Custom layout' },
          { pathname: '/x/react-date-pickers/custom-field', title: 'Custom field' },
          { pathname: '/x/react-date-pickers/custom-opening-button', title: 'Custom opening button' },
          { pathname: '/x/react-date-pickers/playground', title: 'Customization playground' },
        ],
      },
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
        pathname: '/x/react-charts-available',
        subheader: 'Available components',
        children: [
          {
            pathname: '/x/react-charts-bars',
            title: 'Bars',
            children: [
              { pathname: '/x/react-charts/bars', title: 'Bars overview' },
              { pathname: '/x/react-charts/bar-demo', title: 'Demos' },
            ],
          },
          {
            pathname: '/x/react-charts-lines',
            title: 'Lines',
            children: [
              { pathname: '/x/react-charts/lines', title: 'Lines overview' },
              { pathname: '/x/react-charts/line-demo', title: 'Lines demo' },
              { pathname: '/x/react-charts/areas-demo', title: 'Area demo' },
            ],
          },
          {
            pathname: '/x/react-charts-pie',
            title: 'Pie',
            children: [
              { pathname: '/x/react-charts/pie', title: 'Pie overview' },
              { pathname: '/x/react-charts/pie-demo', title: 'Demo' },
            ],
          },
          {
            pathname: '/x/react-charts-scatter',
            title: 'Scatter',
            children: [
              { pathname: '/x/react-charts/scatter', title: 'Scatter overview' },
              { pathname: '/x/react-charts/scatter-demo', title: 'Demo' },
            ],
          },
          { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
          { pathname: '/x/react-charts/gauge', title: 'Gauge' },
          { pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro', unstable: true },
          {
            pathname: '/x/react-charts/common-features',
            subheader: 'Common features',
            children: [
              { pathname: '/x/react-charts/axis', title: 'Axis' },
              { pathname: '/x/react-charts/components', title: 'Custom components' },
              { pathname: '/x/react-charts/composition', title: 'Composition' },
              { pathname: '/x/react-charts/label', title: 'Label' },
              { pathname: '/x/react-charts/legend', title: 'Legend' },
              { pathname: '/x/react-charts/stacking', title: 'Stacking' },
              { pathname: '/x/react-charts/styling', title: 'Styling' },
              { pathname: '/x/react-charts/tooltip', title: 'Tooltip' },
              { pathname: '/x/react-charts/highlighting', title: 'Highlighting' },
              { pathname: '/x/react-charts/zoom-and-pan', title: 'Zoom and pan', plan: 'pro', unstable: true },
            ],
          },
          apiGroup('charts'),
          {
            pathname: '/x/react-charts-future',
            subheader: 'Future components',
            children: [
              { pathname: '/x/react-charts/radar', title: 'Radar', planned: true },
              { pathname: '/x/react-charts/treemap', title: 'Treemap', planned: true },
              { pathname: '/x/react-charts/funnel', title: 'Funnel', plan: 'pro', planned: true },
              { pathname: '/x/react-charts/sankey', title: 'Sankey', plan: 'pro', planned: true },
              { pathname: '/x/react-charts/gantt', title: 'Gantt', plan: 'pro', planned: true },
            ],
          },
        ],
      },
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
        children: [
          { pathname: '/x/react-tree-view/simple-tree-view/items', title: 'Items' },
          { pathname: '/x/react-tree-view/simple-tree-view/selection', title: 'Selection' },
          { pathname: '/x/react-tree-view/simple-tree-view/expansion', title: 'Expansion' },
          { pathname: '/x/react-tree-view/simple-tree-view/customization', title: 'Customization' },
          { pathname: '/x/react-tree-view/simple-tree-view/focus', title: 'Focus' },
        ],
      },
      {
        pathname: '/x/react-tree-view/rich-tree-view',
        subheader: 'Rich Tree View',
        children: [
          { pathname: '/x/react-tree-view/rich-tree-view/items', title: 'Items' },
          { pathname: '/x/react-tree-view/rich-tree-view/selection', title: 'Selection' },
          { pathname: '/x/react-tree-view/rich-tree-view/expansion', title: 'Expansion' },
          { pathname: '/x/react-tree-view/rich-tree-view/customization', title: 'Customization' },
          { pathname: '/x/react-tree-view/rich-tree-view/focus', title: 'Focus' },
          { pathname: '/x/react-tree-view/rich-tree-view/editing', title: 'Editing' },
          { pathname: '/x/react-tree-view/rich-tree-view/ordering', title: 'Ordering', plan: 'pro' },
        ],
      },
      {
        pathname: '/x/react-tree-view/common-features',
        subheader: 'Common features',
        children: [
          { pathname: '/x/react-tree-view/accessibility', title: 'Accessibility' },
          { pathname: '/x/react-tree-view/tree-item-customization', title: 'Item customization' },
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
        pathname: '/x/migration-v7',
        subheader: 'Upgrade to v7',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v6', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-tree-view-v6', title: 'Breaking changes: Tree View' },
          { pathname: '/x/migration/migration-charts-v6', title: 'Breaking changes: Charts' },
        ],
      },
      {
        pathname: '/x/migration-v6',
        title: 'Upgrade to v6',
        children: [
          { pathname: '/x/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v5', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-tree-view-lab', title: 'Migration from lab to v6 (Tree View)' },
        ],
      },
      {
        pathname: '/x/migration-earlier',
        title: 'Earlier versions',
        children: [
          {
            pathname: '/x/migration/migration-pickers-lab',
            title: 'Migration from lab to v5 (Date and Time Pickers)',
          },
          { pathname: '/x/migration/migration-data-grid-v4', title: 'Migration from v4 to v5 (Data Grid)' },
        ],
      },
    ],
  },
];

export default pages;
