import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

const items = ['Hex bolts M6', 'Wing nuts', 'Cable ties', 'Wood screws', 'Washers', 'Rivets', 'Hinges', 'Wall plugs'];

const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  bin: `A-${String(index + 1).padStart(2, '0')}`,
  item: items[index % items.length],
  stock: 40 + ((index * 37) % 260),
}));

export default function PredefinedDimensions() {
  // A height in pixels and the full width of the column: the grid fills exactly this box
  // and scrolls its 24 rows inside it, headers and footer staying in view.
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} density="compact" />
    </div>
  );
}
