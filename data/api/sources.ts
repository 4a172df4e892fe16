/** Where each documented component is declared (build-time only: the API generator reads it). */
export interface ApiSource {
  packageName: string;
  /** The declaration file, relative to the package folder. */
  declaration: string;
  /** The subpath the component can also be imported from, e.g. `DataGrid`. */
  subpath: string;
}

export const API_SOURCES: Readonly<Record<string, ApiSource>> = {
  DataGrid: { packageName: '@mui/x-data-grid', declaration: 'DataGrid/DataGrid.d.ts', subpath: 'DataGrid' },
  DataGridPro: { packageName: '@mui/x-data-grid-pro', declaration: 'DataGridPro/DataGridPro.d.ts', subpath: 'DataGridPro' },
  DataGridPremium: { packageName: '@mui/x-data-grid-premium', declaration: 'DataGridPremium/DataGridPremium.d.ts', subpath: 'DataGridPremium' },
  DatePicker: { packageName: '@mui/x-date-pickers', declaration: 'DatePicker/DatePicker.d.ts', subpath: 'DatePicker' },
  TimePicker: { packageName: '@mui/x-date-pickers', declaration: 'TimePicker/TimePicker.d.ts', subpath: 'TimePicker' },
  DateTimePicker: { packageName: '@mui/x-date-pickers', declaration: 'DateTimePicker/DateTimePicker.d.ts', subpath: 'DateTimePicker' },
  DateRangePicker: { packageName: '@mui/x-date-pickers-pro', declaration: 'DateRangePicker/DateRangePicker.d.ts', subpath: 'DateRangePicker' },
  DateCalendar: { packageName: '@mui/x-date-pickers', declaration: 'DateCalendar/DateCalendar.d.ts', subpath: 'DateCalendar' },
  StaticDatePicker: { packageName: '@mui/x-date-pickers', declaration: 'StaticDatePicker/StaticDatePicker.d.ts', subpath: 'StaticDatePicker' },
  BarChart: { packageName: '@mui/x-charts', declaration: 'BarChart/BarChart.d.ts', subpath: 'BarChart' },
  LineChart: { packageName: '@mui/x-charts', declaration: 'LineChart/LineChart.d.ts', subpath: 'LineChart' },
  PieChart: { packageName: '@mui/x-charts', declaration: 'PieChart/PieChart.d.ts', subpath: 'PieChart' },
  ScatterChart: { packageName: '@mui/x-charts', declaration: 'ScatterChart/ScatterChart.d.ts', subpath: 'ScatterChart' },
  SparkLineChart: { packageName: '@mui/x-charts', declaration: 'SparkLineChart/SparkLineChart.d.ts', subpath: 'SparkLineChart' },
  Gauge: { packageName: '@mui/x-charts', declaration: 'Gauge/Gauge.d.ts', subpath: 'Gauge' },
  SimpleTreeView: { packageName: '@mui/x-tree-view', declaration: 'SimpleTreeView/SimpleTreeView.d.ts', subpath: 'SimpleTreeView' },
  RichTreeView: { packageName: '@mui/x-tree-view', declaration: 'RichTreeView/RichTreeView.d.ts', subpath: 'RichTreeView' },
  TreeItem: { packageName: '@mui/x-tree-view', declaration: 'TreeItem/TreeItem.d.ts', subpath: 'TreeItem' },
};
