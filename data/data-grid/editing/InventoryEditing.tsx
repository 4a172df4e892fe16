import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Item {
  id: number;
  product: string;
  shelf: string;
  stock: number;
  price: number;
}

const columns: GridColDef<Item>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150, editable: true },
  { field: 'shelf', headerName: 'Shelf', type: 'singleSelect', valueOptions: ['A1', 'A2', 'B1', 'B2'], width: 100, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110, editable: true },
];

const initialRows: Item[] = [
  { id: 1, product: 'Beeswax candle', shelf: 'A1', stock: 24, price: 6.5 },
  { id: 2, product: 'Linen tea towel', shelf: 'A2', stock: 9, price: 12 },
  { id: 3, product: 'Stoneware mug', shelf: 'B1', stock: 31, price: 14.9 },
  { id: 4, product: 'Olive wood spoon', shelf: 'B2', stock: 0, price: 8.75 },
  { id: 5, product: 'Wool coaster set', shelf: 'A1', stock: 15, price: 10 },
];

export default function InventoryEditing() {
  const [rows, setRows] = React.useState<Item[]>(initialRows);
  const [message, setMessage] = React.useState('Double-click a cell, or press Enter on it, to edit.');

  // Called when an edit is committed: return the row to keep, or throw to reject it.
  const processRowUpdate = (newRow: Item, oldRow: Item) => {
    if (newRow.stock < 0 || newRow.price < 0) {
      throw new Error(`${oldRow.product}: stock and price cannot be negative.`);
    }
    setRows((current) => current.map((row) => (row.id === newRow.id ? newRow : row)));
    setMessage(`Saved ${newRow.product}.`);
    return newRow;
  };

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 352 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 14, lineHeight: '40px' }}>
        {message}
      </div>
    </div>
  );
}
