import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGridPremium, type GridCellParams, type GridColDef, type GridRowId } from '@mui/x-data-grid-premium';

interface Price {
  id: number;
  sku: string;
  product: string;
  price: number;
  discount: number;
}

const savedRows: Price[] = [
  { id: 1, sku: 'SK-101', product: 'Cast-iron pan', price: 49, discount: 0 },
  { id: 2, sku: 'SK-102', product: 'Chef knife', price: 89, discount: 0 },
  { id: 3, sku: 'SK-103', product: 'Bread tin', price: 14, discount: 5 },
  { id: 4, sku: 'SK-104', product: 'Salad spinner', price: 22, discount: 0 },
  { id: 5, sku: 'SK-105', product: 'Pepper mill', price: 31, discount: 10 },
];

const columns: GridColDef<Price>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 130, editable: true },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100, editable: true },
  { field: 'discount', headerName: 'Discount (%)', type: 'number', width: 120, editable: true },
];

// Select a block of cells, copy or type a value, select a block of the same size (or any
// block for a single value) and paste: every changed row is held here until Save or Discard.
export default function BulkEditingPremium() {
  const [rows, setRows] = React.useState(savedRows);
  const [originals, setOriginals] = React.useState<Record<GridRowId, Price>>({});
  const pending = Object.keys(originals).length;

  const processRowUpdate = (newRow: Price, oldRow: Price) => {
    setOriginals((previous) => ({ ...previous, [oldRow.id]: previous[oldRow.id] ?? oldRow }));
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  // Cells whose value differs from the last saved version.
  const getCellClassName = ({ id, field, value }: GridCellParams<Price>) => {
    const original = originals[id];
    return original && original[field as keyof Price] !== value ? 'cell-changed' : '';
  };

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button size="small" variant="contained" disabled={pending === 0} onClick={() => setOriginals({})}>
          Save{pending > 0 ? ` (${pending})` : ''}
        </Button>
        <Button
          size="small"
          disabled={pending === 0}
          onClick={() => {
            setRows((previous) => previous.map((row) => originals[row.id] ?? row));
            setOriginals({});
          }}
        >
          Discard
        </Button>
      </div>
      <div style={{ height: 356 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          getCellClassName={getCellClassName}
          hideFooter
          sx={{ '& .cell-changed': { bgcolor: 'rgba(237, 108, 2, 0.16)' } }}
        />
      </div>
    </div>
  );
}
