import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 120 },
];

const rows = [
  { id: 1, name: 'Leila Haddad', role: 'Design lead' },
  { id: 2, name: 'Tomás Ferreira', role: 'Front-end' },
  { id: 3, name: 'Yuki Tanaka', role: 'Back-end' },
  { id: 4, name: 'Nia Okafor', role: 'QA' },
  { id: 5, name: 'Sven Lund', role: 'Product' },
  { id: 6, name: 'Priya Raman', role: 'Data' },
  { id: 7, name: 'Owen Brady', role: 'Support' },
];

export default function AutoHeightTeam() {
  // autoHeight (deprecated in v7, kept for existing code): the grid is as tall as the rows of
  // the current page. The box around it reserves the height of a full page of five rows.
  return (
    <div style={{ height: 372 }}>
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
      />
    </div>
  );
}
