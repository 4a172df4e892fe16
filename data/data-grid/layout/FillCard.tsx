import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Episode', flex: 1, minWidth: 160 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: `Night shift, part ${index + 1}`,
  minutes: 38 + ((index * 7) % 15),
}));

export default function FillCard() {
  return (
    // The card has a fixed height and stacks its children in a column:
    // the grid's root has `flex: 1`, so it takes whatever the title leaves.
    <div
      style={{
        height: 380,
        display: 'flex',
        flexDirection: 'column',
        border: '1px solid rgba(128, 128, 128, 0.4)',
        borderRadius: 8,
        padding: 12,
        boxSizing: 'border-box',
      }}
    >
      <Typography variant="subtitle1" component="h3" style={{ margin: '0 0 8px' }}>
        Season 2 episodes
      </Typography>
      <DataGrid rows={rows} columns={columns} density="compact" />
    </div>
  );
}
