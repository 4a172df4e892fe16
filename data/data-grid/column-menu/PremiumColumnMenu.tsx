import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, product: 'Trail shoes', category: 'Footwear', units: 120, revenue: 14280 },
  { id: 2, product: 'Rain shell', category: 'Clothing', units: 64, revenue: 9536 },
  { id: 3, product: 'Hiking socks', category: 'Clothing', units: 310, revenue: 4030 },
  { id: 4, product: 'Approach shoes', category: 'Footwear', units: 45, revenue: 6705 },
];

export default function PremiumColumnMenu() {
  // No custom menu: the Premium grid's default menu already adds pinning (Pro),
  // aggregation and grouping (Premium) to sorting, filtering and the columns items.
  return (
    <div style={{ height: 270 }}>
      <DataGridPremium rows={rows} columns={columns} hideFooter />
    </div>
  );
}
