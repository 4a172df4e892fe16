import * as React from 'react';
import { DataGrid, GridToolbarContainer, GridToolbarFilterButton, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Volunteer', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'shifts', headerName: 'Shifts', type: 'number', width: 90 },
  // Contact details are for reading, not for narrowing the list.
  { field: 'email', headerName: 'E-mail', width: 190, filterable: false },
];

const rows = [
  { id: 1, name: 'Ines Carvalho', team: 'Kitchen', shifts: 6, email: 'ines@example.org' },
  { id: 2, name: 'Tom Hughes', team: 'Drivers', shifts: 3, email: 'tom@example.org' },
  { id: 3, name: 'Mariam Saleh', team: 'Kitchen', shifts: 9, email: 'mariam@example.org' },
  { id: 4, name: 'Petr Novák', team: 'Front desk', shifts: 2, email: 'petr@example.org' },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function FilterableColumns() {
  return (
    <div style={{ height: 320 }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: Toolbar }} hideFooter />
    </div>
  );
}
