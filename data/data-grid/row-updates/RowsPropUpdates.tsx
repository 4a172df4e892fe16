import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Item {
  id: number;
  item: string;
  packed: boolean;
}

const initialRows: Item[] = [
  { id: 1, item: 'Passport', packed: true },
  { id: 2, item: 'Phone charger', packed: false },
  { id: 3, item: 'Rain jacket', packed: false },
  { id: 4, item: 'Sunscreen', packed: false },
];

const extras = ['Headphones', 'Travel adapter', 'Water bottle', 'Book', 'Snacks'];

const columns: GridColDef<Item>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'packed', headerName: 'Packed', type: 'boolean', width: 100 },
];

export default function RowsPropUpdates() {
  // The component owns the rows: every change is a new array in state.
  const [rows, setRows] = React.useState(initialRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  const packSelected = () =>
    setRows((prev) => prev.map((row) => (selection.includes(row.id) ? { ...row, packed: true } : row)));
  const addItem = () =>
    setRows((prev) => {
      const id = Math.max(0, ...prev.map((row) => row.id)) + 1;
      return [...prev, { id, item: extras[(id - 5) % extras.length] ?? `Item ${id}`, packed: false }];
    });

  return (
    <div style={{ height: 340 }}>
      <Stack direction="row" spacing={1} style={{ height: 32, marginBottom: 8 }}>
        <Button size="small" variant="outlined" disabled={selection.length === 0} onClick={packSelected}>
          Mark selected as packed
        </Button>
        <Button size="small" onClick={addItem}>
          Add item
        </Button>
      </Stack>
      <div style={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
    </div>
  );
}
