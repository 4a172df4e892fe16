import * as React from 'react';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridColTypeDef,
} from '@mui/x-data-grid';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// A reusable "type": every key except `field`. Spread it into as many columns as needed.
const priceColumn: GridColTypeDef = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => usd.format(value),
  cellClassName: 'price-cell',
  // Only the comparison operators make sense for money.
  filterOperators: getGridNumericOperators().filter((operator) => ['>', '<', '='].includes(operator.value)),
};

const percentColumn: GridColTypeDef = {
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => `${(value * 100).toFixed(1)} %`,
};

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 130 },
  { field: 'cost', headerName: 'Cost', ...priceColumn },
  { field: 'price', headerName: 'Price', ...priceColumn },
  { field: 'margin', headerName: 'Margin', ...percentColumn },
  { field: 'returns', headerName: 'Returns', ...percentColumn },
];

const rows = [
  { id: 1, product: 'Trail shoes', cost: 48.5, price: 119, margin: 0.592, returns: 0.041 },
  { id: 2, product: 'Rain shell', cost: 61.2, price: 149, margin: 0.589, returns: 0.027 },
  { id: 3, product: 'Wool socks', cost: 4.1, price: 16, margin: 0.744, returns: 0.008 },
  { id: 4, product: 'Head torch', cost: 12.9, price: 39.5, margin: 0.673, returns: 0.019 },
];

export default function ReusableColumnTypes() {
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{ '& .price-cell': { fontVariantNumeric: 'tabular-nums', fontWeight: 500 } }}
      />
    </div>
  );
}
