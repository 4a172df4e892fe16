import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridPinnedColumnPosition, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 140 },
  { field: 'aisle', headerName: 'Aisle', width: 90 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
  // Users cannot pin or unpin this column from the menu: the app decides where it goes.
  { field: 'status', headerName: 'Status', width: 120, pinnable: false },
];

const rows = [
  { id: 1, sku: 'TB-101', product: 'Tent, 2 person', warehouse: 'Bremen', aisle: 'C4', stock: 14, status: 'Low' },
  { id: 2, sku: 'SB-220', product: 'Sleeping bag', warehouse: 'Bremen', aisle: 'C7', stock: 61, status: 'OK' },
  { id: 3, sku: 'ST-330', product: 'Camping stove', warehouse: 'Linz', aisle: 'A2', stock: 0, status: 'Out' },
];

export default function PinNonPinnable() {
  const apiRef = useGridApiRef();

  return (
    <div style={{ height: 300 }}>
      <Stack direction="row" spacing={1} style={{ height: 32, marginBottom: 8 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.pinColumn('status', GridPinnedColumnPosition.RIGHT)}>
          Pin status right
        </Button>
        <Button size="small" onClick={() => apiRef.current.unpinColumn('status')}>
          Unpin status
        </Button>
      </Stack>
      <div style={{ height: 260 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} initialState={{ pinnedColumns: { right: ['status'] } }} hideFooter />
      </div>
    </div>
  );
}
