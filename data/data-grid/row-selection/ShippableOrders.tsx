import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  items: number;
  status: 'Packed' | 'Shipped' | 'Waiting';
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const rows: Order[] = [
  { id: 5120, customer: 'Greenleaf Florists', items: 3, status: 'Packed' },
  { id: 5121, customer: 'Harbour Books', items: 12, status: 'Shipped' },
  { id: 5122, customer: 'Nordic Bikes', items: 1, status: 'Packed' },
  { id: 5123, customer: 'Casa Olivo', items: 6, status: 'Waiting' },
  { id: 5124, customer: 'Atelier Mina', items: 2, status: 'Packed' },
  { id: 5125, customer: 'Pixel & Pine', items: 9, status: 'Shipped' },
];

export default function ShippableOrders() {
  // Start with one order selected; the model is an array of row ids.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([5122]);

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 332 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          // Shipped orders cannot be picked again: their checkbox is disabled.
          isRowSelectable={(params) => params.row.status !== 'Shipped'}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <div style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 14, lineHeight: '40px' }}>
        {selection.length === 0
          ? 'No order selected'
          : `Ready to ship ${selection.length}: ${selection.join(', ')}`}
      </div>
    </div>
  );
}
