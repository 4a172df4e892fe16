import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

// The first request has not answered yet: no rows, and `loading` is true.
// Without any slotProps the grid shows its default spinner.
export default function LoadingCircular() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGrid rows={[]} columns={columns} loading hideFooter />
    </div>
  );
}
