import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'startYear', headerName: 'Start year', type: 'number', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 110 },
  { field: 'projects', headerName: 'Projects', type: 'number', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
];

const rows = [
  { id: 1, name: 'Ada Moreau', team: 'Platform', city: 'Lyon', startYear: 2019, remote: true, projects: 7, email: 'ada@example.com' },
  { id: 2, name: 'Kenji Ota', team: 'Design', city: 'Osaka', startYear: 2021, remote: false, projects: 4, email: 'kenji@example.com' },
  { id: 3, name: 'Lucía Ferrer', team: 'Data', city: 'Valencia', startYear: 2017, remote: true, projects: 11, email: 'lucia@example.com' },
  { id: 4, name: 'Tomasz Nowak', team: 'Support', city: 'Gdańsk', startYear: 2022, remote: false, projects: 2, email: 'tomasz@example.com' },
];

export default function PinnedColumns() {
  return (
    <div style={{ height: 320 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // The name stays on the start edge and the email on the end edge while the rest scrolls.
        initialState={{ pinnedColumns: { left: ['name'], right: ['email'] } }}
        hideFooter
      />
    </div>
  );
}
