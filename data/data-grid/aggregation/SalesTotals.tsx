import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef[] = [
  { field: 'bakery', headerName: 'Bakery', flex: 1, minWidth: 150 },
  { field: 'loaves', headerName: 'Loaves sold', type: 'number', width: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

const rows = [
  { id: 1, bakery: 'Crumb & Co.', loaves: 412, revenue: 2884.5, rating: 4.6, openedOn: new Date(2016, 3, 2) },
  { id: 2, bakery: 'Rye Society', loaves: 268, revenue: 2010, rating: 4.8, openedOn: new Date(2019, 8, 14) },
  { id: 3, bakery: 'The Proving Drawer', loaves: 355, revenue: 2307.75, rating: 4.3, openedOn: new Date(2012, 0, 20) },
  { id: 4, bakery: 'Sourdough Street', loaves: 190, revenue: 1520, rating: 4.1, openedOn: new Date(2021, 5, 1) },
  { id: 5, bakery: 'Golden Crust', loaves: 503, revenue: 3018, rating: 4.5, openedOn: new Date(2010, 10, 7) },
];

export default function SalesTotals() {
  return (
    <div style={{ height: 380 }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        // One function per column; the results appear in a pinned footer row.
        initialState={{
          aggregation: {
            model: { bakery: 'size', loaves: 'sum', revenue: 'sum', rating: 'avg', openedOn: 'min' },
          },
        }}
        hideFooter
      />
    </div>
  );
}
