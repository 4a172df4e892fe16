// Generated from data/pages.ts by `npm run routes`. Do not edit: add pages with `npm run new-page`.
import type { MarkdownModule } from '../types';

type Loader = () => Promise<MarkdownModule>;

export const CONTENT: Readonly<Record<string, { en: Loader; zh?: Loader }>> = {
  '/x/introduction': {
    en: () => import('@/data/introduction/overview/overview.md'),
    zh: () => import('@/data/introduction/overview/overview-zh.md'),
  },
  '/x/introduction/installation': {
    en: () => import('@/data/introduction/installation/installation.md'),
    zh: () => import('@/data/introduction/installation/installation-zh.md'),
  },
  '/x/introduction/licensing': {
    en: () => import('@/data/introduction/licensing/licensing.md'),
    zh: () => import('@/data/introduction/licensing/licensing-zh.md'),
  },
  '/x/introduction/support': {
    en: () => import('@/data/introduction/support/support.md'),
    zh: () => import('@/data/introduction/support/support-zh.md'),
  },
  '/x/introduction/roadmap': {
    en: () => import('@/data/introduction/roadmap/roadmap.md'),
    zh: () => import('@/data/introduction/roadmap/roadmap-zh.md'),
  },
  '/x/common-concepts/custom-components': {
    en: () => import('@/data/common-concepts/custom-components/custom-components.md'),
  },
  '/x/common-concepts/theming': {
    en: () => import('@/data/common-concepts/theming/theming.md'),
  },
  '/x/react-data-grid': {
    en: () => import('@/data/data-grid/overview/overview.md'),
    zh: () => import('@/data/data-grid/overview/overview-zh.md'),
  },
  '/x/react-data-grid/demo': {
    en: () => import('@/data/data-grid/demo/demo.md'),
  },
  '/x/react-data-grid/getting-started': {
    en: () => import('@/data/data-grid/getting-started/getting-started.md'),
  },
  '/x/react-data-grid/layout': {
    en: () => import('@/data/data-grid/layout/layout.md'),
  },
  '/x/react-data-grid/column-definition': {
    en: () => import('@/data/data-grid/column-definition/column-definition.md'),
  },
  '/x/react-data-grid/column-dimensions': {
    en: () => import('@/data/data-grid/column-dimensions/column-dimensions.md'),
  },
  '/x/react-data-grid/column-visibility': {
    en: () => import('@/data/data-grid/column-visibility/column-visibility.md'),
  },
  '/x/react-data-grid/custom-columns': {
    en: () => import('@/data/data-grid/custom-columns/custom-columns.md'),
  },
  '/x/react-data-grid/column-header': {
    en: () => import('@/data/data-grid/column-header/column-header.md'),
  },
  '/x/react-data-grid/column-menu': {
    en: () => import('@/data/data-grid/column-menu/column-menu.md'),
  },
  '/x/react-data-grid/column-spanning': {
    en: () => import('@/data/data-grid/column-spanning/column-spanning.md'),
  },
  '/x/react-data-grid/column-groups': {
    en: () => import('@/data/data-grid/column-groups/column-groups.md'),
  },
  '/x/react-data-grid/column-ordering': {
    en: () => import('@/data/data-grid/column-ordering/column-ordering.md'),
  },
  '/x/react-data-grid/column-pinning': {
    en: () => import('@/data/data-grid/column-pinning/column-pinning.md'),
  },
  '/x/react-data-grid/column-recipes': {
    en: () => import('@/data/data-grid/column-recipes/column-recipes.md'),
  },
  '/x/react-data-grid/row-definition': {
    en: () => import('@/data/data-grid/row-definition/row-definition.md'),
  },
  '/x/react-data-grid/row-updates': {
    en: () => import('@/data/data-grid/row-updates/row-updates.md'),
  },
  '/x/react-data-grid/row-height': {
    en: () => import('@/data/data-grid/row-height/row-height.md'),
  },
  '/x/react-data-grid/row-spanning': {
    en: () => import('@/data/data-grid/row-spanning/row-spanning.md'),
  },
  '/x/react-data-grid/master-detail': {
    en: () => import('@/data/data-grid/master-detail/master-detail.md'),
  },
  '/x/react-data-grid/row-ordering': {
    en: () => import('@/data/data-grid/row-ordering/row-ordering.md'),
  },
  '/x/react-data-grid/row-pinning': {
    en: () => import('@/data/data-grid/row-pinning/row-pinning.md'),
  },
  '/x/react-data-grid/row-recipes': {
    en: () => import('@/data/data-grid/row-recipes/row-recipes.md'),
  },
  '/x/react-data-grid/editing': {
    en: () => import('@/data/data-grid/editing/editing.md'),
  },
  '/x/react-data-grid/sorting': {
    en: () => import('@/data/data-grid/sorting/sorting.md'),
  },
  '/x/react-data-grid/filtering': {
    en: () => import('@/data/data-grid/filtering/filtering.md'),
  },
  '/x/react-data-grid/filtering/customization': {
    en: () => import('@/data/data-grid/filtering/customization/customization.md'),
  },
  '/x/react-data-grid/filtering/quick-filter': {
    en: () => import('@/data/data-grid/filtering/quick-filter/quick-filter.md'),
  },
  '/x/react-data-grid/filtering/server-side': {
    en: () => import('@/data/data-grid/filtering/server-side/server-side.md'),
  },
  '/x/react-data-grid/filtering/multi-filters': {
    en: () => import('@/data/data-grid/filtering/multi-filters/multi-filters.md'),
  },
  '/x/react-data-grid/filtering/header-filters': {
    en: () => import('@/data/data-grid/filtering/header-filters/header-filters.md'),
  },
  '/x/react-data-grid/filtering-recipes': {
    en: () => import('@/data/data-grid/filtering-recipes/filtering-recipes.md'),
  },
  '/x/react-data-grid/pagination': {
    en: () => import('@/data/data-grid/pagination/pagination.md'),
  },
  '/x/react-data-grid/row-selection': {
    en: () => import('@/data/data-grid/row-selection/row-selection.md'),
  },
  '/x/react-data-grid/cell-selection': {
    en: () => import('@/data/data-grid/cell-selection/cell-selection.md'),
  },
  '/x/react-data-grid/export': {
    en: () => import('@/data/data-grid/export/export.md'),
  },
  '/x/react-data-grid/clipboard': {
    en: () => import('@/data/data-grid/clipboard/clipboard.md'),
  },
  '/x/react-data-grid/overlays': {
    en: () => import('@/data/data-grid/overlays/overlays.md'),
  },
  '/x/react-data-grid/components': {
    en: () => import('@/data/data-grid/components/components.md'),
  },
  '/x/react-data-grid/style': {
    en: () => import('@/data/data-grid/style/style.md'),
  },
  '/x/react-data-grid/style-recipes': {
    en: () => import('@/data/data-grid/style-recipes/style-recipes.md'),
  },
  '/x/react-data-grid/localization': {
    en: () => import('@/data/data-grid/localization/localization.md'),
  },
  '/x/react-data-grid/scrolling': {
    en: () => import('@/data/data-grid/scrolling/scrolling.md'),
  },
  '/x/react-data-grid/virtualization': {
    en: () => import('@/data/data-grid/virtualization/virtualization.md'),
  },
  '/x/react-data-grid/accessibility': {
    en: () => import('@/data/data-grid/accessibility/accessibility.md'),
  },
  '/x/react-data-grid/performance': {
    en: () => import('@/data/data-grid/performance/performance.md'),
  },
  '/x/react-data-grid/tree-data': {
    en: () => import('@/data/data-grid/tree-data/tree-data.md'),
  },
  '/x/react-data-grid/row-grouping': {
    en: () => import('@/data/data-grid/row-grouping/row-grouping.md'),
  },
  '/x/react-data-grid/aggregation': {
    en: () => import('@/data/data-grid/aggregation/aggregation.md'),
  },
  '/x/react-data-grid/pivoting': {
    en: () => import('@/data/data-grid/pivoting/pivoting.md'),
  },
  '/x/react-data-grid/list-view': {
    en: () => import('@/data/data-grid/list-view/list-view.md'),
  },
  '/x/react-data-grid/server-side-data': {
    en: () => import('@/data/data-grid/server-side-data/server-side-data.md'),
  },
  '/x/react-data-grid/server-side-data/tree-data': {
    en: () => import('@/data/data-grid/server-side-data/tree-data/tree-data.md'),
  },
  '/x/react-data-grid/server-side-data/lazy-loading': {
    en: () => import('@/data/data-grid/server-side-data/lazy-loading/lazy-loading.md'),
  },
  '/x/react-data-grid/server-side-data/infinite-loading': {
    en: () => import('@/data/data-grid/server-side-data/infinite-loading/infinite-loading.md'),
  },
  '/x/react-data-grid/server-side-data/row-grouping': {
    en: () => import('@/data/data-grid/server-side-data/row-grouping/row-grouping.md'),
  },
  '/x/react-data-grid/server-side-data/aggregation': {
    en: () => import('@/data/data-grid/server-side-data/aggregation/aggregation.md'),
  },
  '/x/react-data-grid/api-object': {
    en: () => import('@/data/data-grid/api-object/api-object.md'),
  },
  '/x/react-data-grid/events': {
    en: () => import('@/data/data-grid/events/events.md'),
  },
  '/x/react-data-grid/state': {
    en: () => import('@/data/data-grid/state/state.md'),
  },
  '/x/react-data-grid/recipes-editing': {
    en: () => import('@/data/data-grid/recipes-editing/recipes-editing.md'),
  },
  '/x/react-data-grid/recipes-row-grouping': {
    en: () => import('@/data/data-grid/recipes-row-grouping/recipes-row-grouping.md'),
  },
  '/x/api/data-grid': {
    en: () => import('@/data/api/data-grid/overview/overview.md'),
  },
  '/x/react-data-grid/faq': {
    en: () => import('@/data/data-grid/faq/faq.md'),
  },
  '/x/react-date-pickers': {
    en: () => import('@/data/date-pickers/overview/overview.md'),
    zh: () => import('@/data/date-pickers/overview/overview-zh.md'),
  },
  '/x/react-date-pickers/getting-started': {
    en: () => import('@/data/date-pickers/getting-started/getting-started.md'),
  },
  '/x/react-date-pickers/base-concepts': {
    en: () => import('@/data/date-pickers/base-concepts/base-concepts.md'),
  },
  '/x/react-date-pickers/accessibility': {
    en: () => import('@/data/date-pickers/accessibility/accessibility.md'),
  },
  '/x/react-date-pickers/faq': {
    en: () => import('@/data/date-pickers/faq/faq.md'),
  },
  '/x/react-date-pickers/date-picker': {
    en: () => import('@/data/date-pickers/date-picker/date-picker.md'),
  },
  '/x/react-date-pickers/date-field': {
    en: () => import('@/data/date-pickers/date-field/date-field.md'),
  },
  '/x/react-date-pickers/date-calendar': {
    en: () => import('@/data/date-pickers/date-calendar/date-calendar.md'),
  },
  '/x/react-date-pickers/time-picker': {
    en: () => import('@/data/date-pickers/time-picker/time-picker.md'),
  },
  '/x/react-date-pickers/time-field': {
    en: () => import('@/data/date-pickers/time-field/time-field.md'),
  },
  '/x/react-date-pickers/time-clock': {
    en: () => import('@/data/date-pickers/time-clock/time-clock.md'),
  },
  '/x/react-date-pickers/digital-clock': {
    en: () => import('@/data/date-pickers/digital-clock/digital-clock.md'),
  },
  '/x/react-date-pickers/date-time-picker': {
    en: () => import('@/data/date-pickers/date-time-picker/date-time-picker.md'),
  },
  '/x/react-date-pickers/date-time-field': {
    en: () => import('@/data/date-pickers/date-time-field/date-time-field.md'),
  },
  '/x/react-date-pickers/date-range-picker': {
    en: () => import('@/data/date-pickers/date-range-picker/date-range-picker.md'),
  },
  '/x/react-date-pickers/date-range-field': {
    en: () => import('@/data/date-pickers/date-range-field/date-range-field.md'),
  },
  '/x/react-date-pickers/date-range-calendar': {
    en: () => import('@/data/date-pickers/date-range-calendar/date-range-calendar.md'),
  },
  '/x/react-date-pickers/time-range-picker': {
    en: () => import('@/data/date-pickers/time-range-picker/time-range-picker.md'),
  },
  '/x/react-date-pickers/time-range-field': {
    en: () => import('@/data/date-pickers/time-range-field/time-range-field.md'),
  },
  '/x/react-date-pickers/date-time-range-picker': {
    en: () => import('@/data/date-pickers/date-time-range-picker/date-time-range-picker.md'),
  },
  '/x/react-date-pickers/date-time-range-field': {
    en: () => import('@/data/date-pickers/date-time-range-field/date-time-range-field.md'),
  },
  '/x/react-date-pickers/fields': {
    en: () => import('@/data/date-pickers/fields/fields.md'),
  },
  '/x/api/date-pickers': {
    en: () => import('@/data/api/date-pickers/overview/overview.md'),
  },
  '/x/react-date-pickers/validation': {
    en: () => import('@/data/date-pickers/validation/validation.md'),
  },
  '/x/react-date-pickers/lifecycle': {
    en: () => import('@/data/date-pickers/lifecycle/lifecycle.md'),
  },
  '/x/react-date-pickers/shortcuts': {
    en: () => import('@/data/date-pickers/shortcuts/shortcuts.md'),
  },
  '/x/react-date-pickers/localization': {
    en: () => import('@/data/date-pickers/localization/localization.md'),
  },
  '/x/react-date-pickers/adapters-locale': {
    en: () => import('@/data/date-pickers/adapters-locale/adapters-locale.md'),
  },
  '/x/react-date-pickers/timezone': {
    en: () => import('@/data/date-pickers/timezone/timezone.md'),
  },
  '/x/react-date-pickers/calendar-systems': {
    en: () => import('@/data/date-pickers/calendar-systems/calendar-systems.md'),
  },
  '/x/react-date-pickers/custom-components': {
    en: () => import('@/data/date-pickers/custom-components/custom-components.md'),
  },
  '/x/react-date-pickers/custom-layout': {
    en: () => import('@/data/date-pickers/custom-layout/custom-layout.md'),
  },
  '/x/react-date-pickers/custom-field': {
    en: () => import('@/data/date-pickers/custom-field/custom-field.md'),
  },
  '/x/react-date-pickers/custom-opening-button': {
    en: () => import('@/data/date-pickers/custom-opening-button/custom-opening-button.md'),
  },
  '/x/react-date-pickers/playground': {
    en: () => import('@/data/date-pickers/playground/playground.md'),
  },
  '/x/react-charts': {
    en: () => import('@/data/charts/overview/overview.md'),
    zh: () => import('@/data/charts/overview/overview-zh.md'),
  },
  '/x/react-charts/getting-started': {
    en: () => import('@/data/charts/getting-started/getting-started.md'),
  },
  '/x/react-charts/bars': {
    en: () => import('@/data/charts/bars/bars.md'),
  },
  '/x/react-charts/bar-demo': {
    en: () => import('@/data/charts/bar-demo/bar-demo.md'),
  },
  '/x/react-charts/lines': {
    en: () => import('@/data/charts/lines/lines.md'),
  },
  '/x/react-charts/line-demo': {
    en: () => import('@/data/charts/line-demo/line-demo.md'),
  },
  '/x/react-charts/areas-demo': {
    en: () => import('@/data/charts/areas-demo/areas-demo.md'),
  },
  '/x/react-charts/pie': {
    en: () => import('@/data/charts/pie/pie.md'),
  },
  '/x/react-charts/pie-demo': {
    en: () => import('@/data/charts/pie-demo/pie-demo.md'),
  },
  '/x/react-charts/scatter': {
    en: () => import('@/data/charts/scatter/scatter.md'),
  },
  '/x/react-charts/scatter-demo': {
    en: () => import('@/data/charts/scatter-demo/scatter-demo.md'),
  },
  '/x/react-charts/sparkline': {
    en: () => import('@/data/charts/sparkline/sparkline.md'),
  },
  '/x/react-charts/gauge': {
    en: () => import('@/data/charts/gauge/gauge.md'),
  },
  '/x/react-charts/heatmap': {
    en: () => import('@/data/charts/heatmap/heatmap.md'),
  },
  '/x/react-charts/axis': {
    en: () => import('@/data/charts/axis/axis.md'),
  },
  '/x/react-charts/components': {
    en: () => import('@/data/charts/components/components.md'),
  },
  '/x/react-charts/composition': {
    en: () => import('@/data/charts/composition/composition.md'),
  },
  '/x/react-charts/label': {
    en: () => import('@/data/charts/label/label.md'),
  },
  '/x/react-charts/legend': {
    en: () => import('@/data/charts/legend/legend.md'),
  },
  '/x/react-charts/stacking': {
    en: () => import('@/data/charts/stacking/stacking.md'),
  },
  '/x/react-charts/styling': {
    en: () => import('@/data/charts/styling/styling.md'),
  },
  '/x/react-charts/tooltip': {
    en: () => import('@/data/charts/tooltip/tooltip.md'),
  },
  '/x/react-charts/highlighting': {
    en: () => import('@/data/charts/highlighting/highlighting.md'),
  },
  '/x/react-charts/zoom-and-pan': {
    en: () => import('@/data/charts/zoom-and-pan/zoom-and-pan.md'),
  },
  '/x/api/charts': {
    en: () => import('@/data/api/charts/overview/overview.md'),
  },
  '/x/react-charts/radar': {
    en: () => import('@/data/charts/radar/radar.md'),
  },
  '/x/react-charts/treemap': {
    en: () => import('@/data/charts/treemap/treemap.md'),
  },
  '/x/react-charts/funnel': {
    en: () => import('@/data/charts/funnel/funnel.md'),
  },
  '/x/react-charts/sankey': {
    en: () => import('@/data/charts/sankey/sankey.md'),
  },
  '/x/react-charts/gantt': {
    en: () => import('@/data/charts/gantt/gantt.md'),
  },
  '/x/react-tree-view': {
    en: () => import('@/data/tree-view/overview/overview.md'),
    zh: () => import('@/data/tree-view/overview/overview-zh.md'),
  },
  '/x/react-tree-view/getting-started': {
    en: () => import('@/data/tree-view/getting-started/getting-started.md'),
  },
  '/x/react-tree-view/simple-tree-view/items': {
    en: () => import('@/data/tree-view/simple-tree-view/items/items.md'),
  },
  '/x/react-tree-view/simple-tree-view/selection': {
    en: () => import('@/data/tree-view/simple-tree-view/selection/selection.md'),
  },
  '/x/react-tree-view/simple-tree-view/expansion': {
    en: () => import('@/data/tree-view/simple-tree-view/expansion/expansion.md'),
  },
  '/x/react-tree-view/simple-tree-view/customization': {
    en: () => import('@/data/tree-view/simple-tree-view/customization/customization.md'),
  },
  '/x/react-tree-view/simple-tree-view/focus': {
    en: () => import('@/data/tree-view/simple-tree-view/focus/focus.md'),
  },
  '/x/react-tree-view/rich-tree-view/items': {
    en: () => import('@/data/tree-view/rich-tree-view/items/items.md'),
  },
  '/x/react-tree-view/rich-tree-view/selection': {
    en: () => import('@/data/tree-view/rich-tree-view/selection/selection.md'),
  },
  '/x/react-tree-view/rich-tree-view/expansion': {
    en: () => import('@/data/tree-view/rich-tree-view/expansion/expansion.md'),
  },
  '/x/react-tree-view/rich-tree-view/customization': {
    en: () => import('@/data/tree-view/rich-tree-view/customization/customization.md'),
  },
  '/x/react-tree-view/rich-tree-view/focus': {
    en: () => import('@/data/tree-view/rich-tree-view/focus/focus.md'),
  },
  '/x/react-tree-view/rich-tree-view/editing': {
    en: () => import('@/data/tree-view/rich-tree-view/editing/editing.md'),
  },
  '/x/react-tree-view/rich-tree-view/ordering': {
    en: () => import('@/data/tree-view/rich-tree-view/ordering/ordering.md'),
  },
  '/x/react-tree-view/accessibility': {
    en: () => import('@/data/tree-view/accessibility/accessibility.md'),
  },
  '/x/react-tree-view/tree-item-customization': {
    en: () => import('@/data/tree-view/tree-item-customization/tree-item-customization.md'),
  },
  '/x/api/tree-view': {
    en: () => import('@/data/api/tree-view/overview/overview.md'),
  },
  '/x/migration/migration-data-grid-v6': {
    en: () => import('@/data/migration/migration-data-grid-v6/migration-data-grid-v6.md'),
  },
  '/x/migration/migration-pickers-v6': {
    en: () => import('@/data/migration/migration-pickers-v6/migration-pickers-v6.md'),
  },
  '/x/migration/migration-tree-view-v6': {
    en: () => import('@/data/migration/migration-tree-view-v6/migration-tree-view-v6.md'),
  },
  '/x/migration/migration-charts-v6': {
    en: () => import('@/data/migration/migration-charts-v6/migration-charts-v6.md'),
  },
  '/x/migration/migration-data-grid-v5': {
    en: () => import('@/data/migration/migration-data-grid-v5/migration-data-grid-v5.md'),
  },
  '/x/migration/migration-pickers-v5': {
    en: () => import('@/data/migration/migration-pickers-v5/migration-pickers-v5.md'),
  },
  '/x/migration/migration-tree-view-lab': {
    en: () => import('@/data/migration/migration-tree-view-lab/migration-tree-view-lab.md'),
  },
  '/x/migration/migration-pickers-lab': {
    en: () => import('@/data/migration/migration-pickers-lab/migration-pickers-lab.md'),
  },
  '/x/migration/migration-data-grid-v4': {
    en: () => import('@/data/migration/migration-data-grid-v4/migration-data-grid-v4.md'),
  },
};
