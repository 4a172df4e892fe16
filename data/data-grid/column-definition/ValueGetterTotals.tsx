import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderRow {
  id: number;
  firstName: string;
  lastName: string;
  quantity: number;
  unitPrice: number;
}

const rows: OrderRow[] = [
  { id: 1, firstName: 'Marta', lastName: 'Kowalska', quantity: 3, unitPrice: 12.5 },
  { id: 2, firstName: 'Kwame', lastName: 'Asante', quantity: 10, unitPrice: 4.2 },
  { id: 3, firstName: 'Lucía', lastName: 'Romero', quantity: 1, unitPrice: 89 },
  { id: 4, firstName: 'Arjun', lastName: 'Mehta', quantity: 6, unitPrice: 7.75 },
  { id: 5, firstName: 'Freya', lastName: 'Nilsen', quantity: 2, unitPrice: 31 },
];

const columns: GridColDef<OrderRow>[] = [
  // Neither column exists on the row: valueGetter computes them from other fields.
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 150,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => Math.round(row.quantity * row.unitPrice * 100) / 100,
  },
];

export default function ValueGetterTotals() {
  // Sorted by the computed total: sorting, filtering and export all read the getter's value.
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
