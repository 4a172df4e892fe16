import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Row {
  id: string;
  description: string;
  qty?: number;
  unitPrice?: number;
  amount: number;
}

const items: Row[] = [
  { id: 'a', description: 'Website audit', qty: 1, unitPrice: 900, amount: 900 },
  { id: 'b', description: 'Design sprint (days)', qty: 3, unitPrice: 650, amount: 1950 },
  { id: 'c', description: 'Hosting, 12 months', qty: 12, unitPrice: 25, amount: 300 },
];

const subtotal = items.reduce((sum, item) => sum + item.amount, 0);

// Summary rows only fill the label and the amount: the label spans three columns.
const summary: Row[] = [
  { id: 'subtotal', description: 'Subtotal', amount: subtotal },
  { id: 'vat', description: 'VAT 20 %', amount: subtotal * 0.2 },
  { id: 'total', description: 'Total due', amount: subtotal * 1.2 },
];

const isSummary = (row: Row) => row.qty === undefined;

const columns: GridColDef<Row>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 150,
    colSpan: (_value, row) => (isSummary(row) ? 3 : undefined),
    align: 'left',
    cellClassName: (params) => (isSummary(params.row) ? 'summary' : ''),
  },
  { field: 'qty', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit (€)', type: 'number', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
    cellClassName: (params) => (params.row.id === 'total' ? 'summary total' : ''),
  },
];

export default function InvoiceTotals() {
  return (
    <div style={{ height: 330 }}>
      <DataGrid
        rows={[...items, ...summary]}
        columns={columns}
        density="compact"
        hideFooter
        disableColumnSorting
        disableColumnFilter
        sx={{
          '& .summary': { justifyContent: 'flex-end', textAlign: 'right', fontWeight: 500 },
          '& .total': { fontWeight: 700 },
        }}
      />
    </div>
  );
}
