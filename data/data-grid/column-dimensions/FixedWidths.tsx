import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'isbn', headerName: 'ISBN', width: 150 },
  { field: 'title', headerName: 'Title', width: 230 },
  // No width: the column gets the default of 100 px.
  { field: 'pages', headerName: 'Pages', type: 'number' },
  { field: 'language', headerName: 'Language', width: 110 },
];

const rows = [
  { id: 1, isbn: '978-0-14-044913-6', title: 'Crime and Punishment', pages: 656, language: 'Russian' },
  { id: 2, isbn: '978-0-14-118776-1', title: 'One Hundred Years of Solitude', pages: 422, language: 'Spanish' },
  { id: 3, isbn: '978-0-09-954968-2', title: 'Things Fall Apart', pages: 152, language: 'English' },
  { id: 4, isbn: '978-0-679-72020-1', title: 'The Tale of Genji', pages: 1216, language: 'Japanese' },
];

export default function FixedWidths() {
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
