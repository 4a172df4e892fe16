import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Article', flex: 1, minWidth: 160 },
  // Newest first on the first click, and never back to "unsorted".
  { field: 'published', headerName: 'Published', type: 'date', width: 120, sortingOrder: ['desc', 'asc'] },
  // The grid-wide default cycle: ascending, descending, unsorted.
  { field: 'author', headerName: 'Author', width: 110 },
];

const rows = [
  { id: 1, title: 'Ten years of the night bus', published: new Date(2024, 1, 12), author: 'Pereira' },
  { id: 2, title: 'The bridge that was never built', published: new Date(2023, 8, 3), author: 'Lund' },
  { id: 3, title: 'A market hall reopens', published: new Date(2024, 4, 20), author: 'Abara' },
  { id: 4, title: 'Counting the city’s trees', published: new Date(2023, 11, 7), author: 'Lund' },
];

export default function SortingOrderColumn() {
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
