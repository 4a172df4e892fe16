import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'store', headerName: 'Store', width: 140 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 110 },
  { field: 'sales', headerName: 'Sales ($)', type: 'number', width: 110 },
  {
    field: 'conversion',
    headerName: 'Conversion (%)',
    type: 'number',
    width: 130,
    // Also formats the averages, which have more decimals than the cells.
    valueFormatter: (value?: number) => (value == null ? '' : value.toFixed(1)),
  },
];

const rows = [
  { id: 1, region: 'Coast', store: 'Pier Plaza', visitors: 3120, sales: 41800, conversion: 12.4 },
  { id: 2, region: 'Coast', store: 'Lighthouse', visitors: 1890, sales: 22950, conversion: 10.1 },
  { id: 3, region: 'Coast', store: 'Marina Mall', visitors: 4410, sales: 60320, conversion: 14.2 },
  { id: 4, region: 'Mountains', store: 'Pine Ridge', visitors: 980, sales: 11200, conversion: 9.6 },
  { id: 5, region: 'Mountains', store: 'Summit Outlet', visitors: 1460, sales: 19870, conversion: 11.8 },
  { id: 6, region: 'Valley', store: 'Orchard Road', visitors: 2270, sales: 30110, conversion: 13.0 },
  { id: 7, region: 'Valley', store: 'Mill Square', visitors: 2025, sales: 24480, conversion: 10.7 },
];

export default function GroupTotals() {
  return (
    <div style={{ height: 460 }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          columns: { columnVisibilityModel: { region: false } },
          aggregation: { model: { visitors: 'sum', sales: 'sum', conversion: 'avg' } },
        }}
        // Group values sit on the group rows; the grand total stays in the pinned footer.
        getAggregationPosition={(groupNode) => (groupNode.depth === -1 ? 'footer' : 'inline')}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </div>
  );
}
