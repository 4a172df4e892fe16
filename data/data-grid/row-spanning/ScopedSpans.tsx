import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Line {
  id: number;
  order: string;
  customer: string;
  item: string;
  qty: number;
}

// Two consecutive orders from the same customer.
const rows: Line[] = [
  { id: 1, order: 'SO-881', customer: 'Atelier Brun', item: 'Linen, 10 m', qty: 2 },
  { id: 2, order: 'SO-881', customer: 'Atelier Brun', item: 'Thread, black', qty: 2 },
  { id: 3, order: 'SO-882', customer: 'Atelier Brun', item: 'Buttons, horn', qty: 40 },
  { id: 4, order: 'SO-883', customer: 'Maison Verte', item: 'Canvas, 5 m', qty: 1 },
  { id: 5, order: 'SO-883', customer: 'Maison Verte', item: 'Thread, black', qty: 1 },
];

const columns: GridColDef<Line>[] = [
  { field: 'order', headerName: 'Order', width: 90 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 130,
    // Merge only within one order: the value used for spanning includes the order number.
    rowSpanValueGetter: (_value, row) => `${row.order}|${row.customer}`,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 130 },
  {
    field: 'qty',
    headerName: 'Qty',
    type: 'number',
    width: 70,
    // Equal quantities are a coincidence, not a shared value: never merge them.
    rowSpanValueGetter: () => null,
  },
];

export default function ScopedSpans() {
  return (
    <div style={{ height: 330 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        disableColumnSorting
        showCellVerticalBorder
        hideFooter
      />
    </div>
  );
}
