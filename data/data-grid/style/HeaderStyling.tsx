import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// headerClassName on the columns, the styles in the wrapper's sx.
const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 120, headerClassName: 'label-header' },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 80, headerClassName: 'h1-header' },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 80, headerClassName: 'h1-header' },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 80, headerClassName: 'h2-header' },
  { field: 'q4', headerName: 'Q4', type: 'number', width: 80, headerClassName: 'h2-header' },
];

const rows = [
  { id: 1, region: 'North', q1: 120, q2: 134, q3: 128, q4: 151 },
  { id: 2, region: 'South', q1: 98, q2: 102, q3: 117, q4: 109 },
  { id: 3, region: 'East', q1: 143, q2: 139, q3: 150, q4: 162 },
];

export default function HeaderStyling() {
  return (
    <Box
      sx={{
        height: 250,
        width: '100%',
        '& .label-header': { fontStyle: 'italic' },
        // A translucent primary tint reads on light and dark backgrounds alike.
        '& .h1-header': { bgcolor: 'rgba(33, 150, 243, 0.16)' },
        '& .h2-header': { bgcolor: 'rgba(156, 39, 176, 0.16)' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
