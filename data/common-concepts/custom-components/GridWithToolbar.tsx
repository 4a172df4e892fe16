import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, name: 'Ada Lovelace', team: 'Analytics' },
  { id: 2, name: 'Grace Hopper', team: 'Compilers' },
  { id: 3, name: 'Alan Turing', team: 'Research' },
  { id: 4, name: 'Katherine Johnson', team: 'Research' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'team', headerName: 'Team', width: 140 },
];

export default function GridWithToolbar() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            quickFilterProps: { debounceMs: 300 },
          },
        }}
      />
    </Box>
  );
}
