import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Line {
  id: string;
  kind: 'section' | 'item';
  name: string;
  unit?: string;
  price?: number;
}

const rows: Line[] = [
  { id: 's1', kind: 'section', name: 'Starters' },
  { id: 'i1', kind: 'item', name: 'Gazpacho', unit: 'bowl', price: 7.5 },
  { id: 'i2', kind: 'item', name: 'Burrata with peaches', unit: 'plate', price: 11 },
  { id: 's2', kind: 'section', name: 'Mains' },
  { id: 'i3', kind: 'item', name: 'Grilled sea bream', unit: 'plate', price: 24 },
  { id: 'i4', kind: 'item', name: 'Mushroom risotto', unit: 'plate', price: 18.5 },
  { id: 's3', kind: 'section', name: 'Desserts' },
  { id: 'i5', kind: 'item', name: 'Lemon tart', unit: 'slice', price: 6 },
];

const columns: GridColDef<Line>[] = [
  {
    field: 'name',
    headerName: 'Dish',
    flex: 1,
    minWidth: 170,
    // A section row's title covers the whole row (3 columns).
    colSpan: (_value, row) => (row.kind === 'section' ? 3 : undefined),
    cellClassName: (params) => (params.row.kind === 'section' ? 'section-cell' : ''),
  },
  { field: 'unit', headerName: 'Served as', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function SectionRows() {
  return (
    <div style={{ height: 400 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        disableColumnSorting // Sorting would separate the sections from their dishes.
        hideFooter
        sx={{ '& .section-cell': { fontWeight: 700, bgcolor: 'action.hover' } }}
      />
    </div>
  );
}
