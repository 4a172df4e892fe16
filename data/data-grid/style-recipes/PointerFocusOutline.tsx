import * as React from 'react';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'Piranesi', author: 'Susanna Clarke', year: 2020 },
  { id: 5, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
];

export default function PointerFocusOutline() {
  return (
    <div style={{ height: 370 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          // No outline when a click gave the focus. `:focus-visible` stays true when the focus
          // moves with the keyboard, so arrow keys and Tab still show the focused cell.
          [`& .${gridClasses.cell}:focus:not(:focus-visible), & .${gridClasses.columnHeader}:focus:not(:focus-visible)`]: {
            outline: 'none',
          },
        }}
      />
    </div>
  );
}
