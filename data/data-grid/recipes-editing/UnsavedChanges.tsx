import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
}

const savedRows: Product[] = [
  { id: 1, name: 'Canvas tote', price: 18, stock: 40 },
  { id: 2, name: 'Enamel mug', price: 12, stock: 75 },
  { id: 3, name: 'Linen apron', price: 34, stock: 12 },
  { id: 4, name: 'Beeswax wraps', price: 9, stock: 120 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 130, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

export default function UnsavedChanges() {
  const [rows, setRows] = React.useState(savedRows);
  // The last saved version of every row edited since the last save.
  const [originals, setOriginals] = React.useState<Record<GridRowId, Product>>({});
  const [message, setMessage] = React.useState('Edit a few cells, then save or discard.');
  const pending = Object.keys(originals).length;

  const processRowUpdate = (newRow: Product, oldRow: Product) => {
    setOriginals((previous) => ({ ...previous, [oldRow.id]: previous[oldRow.id] ?? oldRow }));
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  const save = () => {
    // A real app would send `rows.filter((row) => originals[row.id])` to the server here.
    setMessage(`Saved ${pending} row(s).`);
    setOriginals({});
  };

  const discard = () => {
    setRows((previous) => previous.map((row) => originals[row.id] ?? row));
    setOriginals({});
    setMessage('Changes discarded.');
  };

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap', overflow: 'hidden' }}>
        <Button size="small" variant="contained" disabled={pending === 0} onClick={save} sx={{ flexShrink: 0 }}>
          Save {pending > 0 ? `(${pending})` : ''}
        </Button>
        <Button size="small" disabled={pending === 0} onClick={discard} sx={{ flexShrink: 0 }}>
          Discard
        </Button>
        <span style={{ fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis' }}>{message}</span>
      </div>
      <div style={{ height: 316 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={({ id }) => (originals[id] ? 'unsaved' : '')}
          sx={{ '& .unsaved': { bgcolor: 'rgba(237, 108, 2, 0.12)' } }}
          hideFooter
        />
      </div>
    </div>
  );
}
