import type { Plan } from '@/src/navigation/types';

/**
 * The generated API pages, one entry per page, in nav order (the order and groups of the
 * MUI X 7.23.6 reference). Each page is read from the packages' own type declarations at
 * build time (`npm run generate:api`, scripts/api): where an entry is declared, what it can be
 * imported from, its props, slots and CSS classes are all found from the packages' exports.
 */
export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
export type ApiKind = 'component' | 'interface';

export interface ApiEntry {
  name: string;
  /** The API section: `/x/api/<product>/`. */
  product: ApiProduct;
  kind: ApiKind;
  plan?: Plan;
}

export const API_PRODUCTS: readonly ApiProduct[] = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

/** `Name`, `Name:pro` or `Name:premium`. */
function entries(product: ApiProduct, kind: ApiKind, names: string): ApiEntry[] {
  return names
    .trim()
    .split(/\s+/)
    .map((word) => {
      const [name = '', plan] = word.split(':');
      return plan === 'pro' || plan === 'premium' ? { name, product, kind, plan } : { name, product, kind };
    });
}

export const API_ENTRIES: readonly ApiEntry[] = [
  ...entries(
    'data-grid',
    'component',
    'DataGrid DataGridPremium:premium DataGridPro:pro GridFilterForm GridFilterPanel GridToolbarQuickFilter',
  ),
  ...entries(
    'data-grid',
    'interface',
    `GridApi GridCellParams GridColDef GridSingleSelectColDef GridActionsColDef GridListColDef
     GridExportStateParams GridFilterItem GridFilterModel GridFilterOperator GridRowClassNameParams
     GridRowParams GridRowSpacingParams GridAggregationFunction GridCsvExportOptions
     GridPrintExportOptions GridExcelExportOptions`,
  ),
  ...entries(
    'date-pickers',
    'component',
    `DateCalendar DateField DatePicker DatePickerToolbar DateRangeCalendar:pro DateRangePicker:pro
     DateRangePickerDay:pro DateRangePickerToolbar:pro DateTimeField DateTimePicker DateTimePickerTabs
     DateTimePickerToolbar DateTimeRangePicker:pro DateTimeRangePickerTabs:pro
     DateTimeRangePickerToolbar:pro DayCalendarSkeleton DesktopDatePicker DesktopDateRangePicker:pro
     DesktopDateTimePicker DesktopDateTimeRangePicker:pro DesktopTimePicker DigitalClock
     LocalizationProvider MobileDatePicker MobileDateRangePicker:pro MobileDateTimePicker
     MobileDateTimeRangePicker:pro MobileTimePicker MonthCalendar MultiInputDateRangeField:pro
     MultiInputDateTimeRangeField:pro MultiInputTimeRangeField:pro MultiSectionDigitalClock
     PickersActionBar PickersCalendarHeader PickersDay PickersLayout PickersRangeCalendarHeader:pro
     PickersSectionList PickersShortcuts PickersTextField SingleInputDateRangeField:pro
     SingleInputDateTimeRangeField:pro SingleInputTimeRangeField:pro StaticDatePicker
     StaticDateRangePicker:pro StaticDateTimePicker StaticTimePicker TimeClock TimeField TimePicker
     TimePickerToolbar YearCalendar`,
  ),
  ...entries(
    'charts',
    'component',
    `AnimatedArea AnimatedLine AreaElement AreaPlot BarChart BarChartPro:pro BarElement BarLabel BarPlot
     ChartContainer ChartContainerPro:pro ChartsAxis ChartsAxisHighlight ChartsClipPath ChartsGrid
     ChartsLegend ChartsOnAxisClickHandler ChartsReferenceLine ChartsSurface ChartsText ChartsTooltip
     ChartsVoronoiHandler ChartsXAxis ChartsYAxis ContinuousColorLegend DefaultChartsAxisTooltipContent
     DefaultChartsItemTooltipContent DefaultChartsLegend DefaultHeatmapTooltip:pro Gauge GaugeContainer
     Heatmap:pro HeatmapPlot:pro LineChart LineChartPro:pro LineElement LineHighlightElement
     LineHighlightPlot LinePlot MarkElement MarkPlot PieArc PieArcLabel PieArcLabelPlot PieArcPlot
     PiecewiseColorLegend PieChart PiePlot ResponsiveChartContainer ResponsiveChartContainerPro:pro
     Scatter ScatterChart ScatterChartPro:pro ScatterPlot SparkLineChart`,
  ),
  ...entries('charts', 'interface', 'AxisConfig BarSeriesType LineSeriesType PieSeriesType ScatterSeriesType'),
  ...entries('tree-view', 'component', 'RichTreeView RichTreeViewPro:pro SimpleTreeView TreeItem TreeItem2 TreeView'),
];


/** `DataGridPro` -> `data-grid-pro`, `TreeItem2` -> `tree-item-2`, `ChartsXAxis` -> `charts-x-axis`. */
export function apiSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .toLowerCase();
}

export function apiPathname(entry: Pick<ApiEntry, 'name' | 'product'>): `/x/api/${string}` {
  return `/x/api/${entry.product}/${apiSlug(entry.name)}`;
}

/** The product index: `/x/api/<product>`. */
export function apiIndexPathname(product: ApiProduct): `/x/api/${string}` {
  return `/x/api/${product}`;
}

const BY_PATHNAME = new Map<string, ApiEntry>(API_ENTRIES.map((entry) => [apiPathname(entry), entry]));
const BY_NAME = new Map(API_ENTRIES.map((entry) => [entry.name, entry]));

/** The entry whose generated API page lives at `pathname`, if any. */
export function apiEntryAt(pathname: string): ApiEntry | undefined {
  return BY_PATHNAME.get(pathname);
}


export function apiEntryNamed(name: string): ApiEntry | undefined {
  return BY_NAME.get(name);
}
