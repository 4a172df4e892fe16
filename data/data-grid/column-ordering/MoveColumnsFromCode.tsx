import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  { field: 'supplier', headerName: 'Supplier', width: 140 },
];

const rows = [
  { id: 1, sku: 'TB-204', product: 'Bamboo toothbrush', stock: 320, price: 3.5, supplier: 'GreenSmile' },
  { id: 2, sku: 'SH-118', product: 'Shampoo bar', stock: 145, price: 8.9, supplier: 'Lather & Co' },
  { id: 3, sku: 'CT-051', product: 'Cotton tote', stock: 60, price: 12, supplier: 'Loomworks' },
];

const initialOrder = columns.map((column) => column.field);

export default function MoveColumnsFromCode() {
  const apiRef = useGridApiRef();

  const moveToStart = (field: string) => apiRef.current.setColumnIndex(field, 0);
  const reset = () => {
    initialOrder.forEach((field, index) => apiRef.current.setColumnIndex(field, index));
  };

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} style={{ height: 36, overflowX: 'auto', flexShrink: 0 }}>
        <Button size="small" onClick={() => moveToStart('price')}>Price first</Button>
        <Button size="small" onClick={() => moveToStart('stock')}>Stock first</Button>
        <Button size="small" onClick={reset}>Reset</Button>
      </Stack>
      <div style={{ height: 228 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      <OrderLine apiRef={apiRef} />
    </div>
  );
}

// Reads the live order from the grid state, so drags and button clicks both show up.
function OrderLine({ apiRef }: { apiRef: ReturnType<typeof useGridApiRef> }) {
  const fields = useGridSelector(apiRef, gridColumnFieldsSelector);
  return (
    <div style={{ height: 40, overflow: 'auto', fontSize: 13, fontFamily: 'monospace' }}>
      orderedFields: {fields.join(', ')}
    </div>
  );
}
