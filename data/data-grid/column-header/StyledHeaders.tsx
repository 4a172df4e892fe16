import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 140 },
  // The same class on the three score columns; a function could pick a class per header instead.
  { field: 'played', headerName: 'P', description: 'Matches played', type: 'number', width: 70, headerClassName: 'stat-header', headerAlign: 'center', align: 'center' },
  { field: 'won', headerName: 'W', description: 'Matches won', type: 'number', width: 70, headerClassName: 'stat-header', headerAlign: 'center', align: 'center' },
  { field: 'lost', headerName: 'L', description: 'Matches lost', type: 'number', width: 70, headerClassName: 'stat-header', headerAlign: 'center', align: 'center' },
  { field: 'points', headerName: 'Pts', description: 'League points', type: 'number', width: 90, headerClassName: 'points-header' },
];

const rows = [
  { id: 1, team: 'Riverside FC', played: 12, won: 9, lost: 1, points: 29 },
  { id: 2, team: 'Northgate', played: 12, won: 8, lost: 2, points: 26 },
  { id: 3, team: 'Old Harbour', played: 12, won: 6, lost: 4, points: 20 },
  { id: 4, team: 'Hillcrest United', played: 12, won: 3, lost: 7, points: 11 },
];

export default function StyledHeaders() {
  return (
    <div style={{ height: 300 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnHeaderHeight={40}
        sx={{
          '& .stat-header': { bgcolor: 'action.hover' },
          '& .points-header': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          '& .points-header .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
        }}
        hideFooter
      />
    </div>
  );
}
