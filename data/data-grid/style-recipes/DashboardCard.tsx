import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'page', headerName: 'Page', flex: 1, minWidth: 110 },
  { field: 'visits', headerName: 'Visits', type: 'number', width: 80 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 84,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value}%`,
    cellClassName: (params) => ((params.value as number) < 0 ? 'down' : 'up'),
  },
];

const rows = [
  { id: 1, page: '/pricing', visits: 4210, change: 12 },
  { id: 2, page: '/docs/install', visits: 3875, change: 4 },
  { id: 3, page: '/blog/release', visits: 2960, change: -8 },
  { id: 4, page: '/changelog', visits: 1432, change: -2 },
  { id: 5, page: '/careers', visits: 611, change: 21 },
];

export default function DashboardCard() {
  return (
    <Paper variant="outlined" sx={{ height: 280, p: 2, display: 'flex', flexDirection: 'column', boxSizing: 'border-box' }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Top pages this week
      </Typography>
      <div style={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="compact"
          columnHeaderHeight={32}
          hideFooter
          disableColumnMenu
          disableRowSelectionOnClick
          sx={{
            border: 0,
            '--DataGrid-containerBackground': 'transparent',
            [`& .${gridClasses.columnHeaderTitle}`]: {
              fontSize: 11,
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              color: 'text.secondary',
            },
            // No resize handles or focus rings in a read-only widget.
            [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
            [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: { outline: 'none' },
            [`& .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`]: { outline: 'none' },
            '& .up': { color: 'success.main' },
            '& .down': { color: 'error.main' },
          }}
        />
      </div>
    </Paper>
  );
}
