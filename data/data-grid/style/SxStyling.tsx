import * as React from 'react';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 150 },
  { field: 'stops', headerName: 'Stops', type: 'number', width: 90 },
  { field: 'frequency', headerName: 'Every (min)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, route: '12 Harbour – Airport', stops: 18, frequency: 10 },
  { id: 2, route: '31 Old Town loop', stops: 9, frequency: 15 },
  { id: 3, route: '7 University – Stadium', stops: 14, frequency: 8 },
  { id: 4, route: 'N2 Night bus', stops: 22, frequency: 30 },
];

// One grid, restyled from its root: every value is a theme token, so dark mode follows.
export default function SxStyling() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          borderWidth: 2,
          borderColor: 'primary.main',
          borderRadius: 3,
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700, letterSpacing: '0.02em' },
          [`& .${gridClasses.cell}`]: { fontVariantNumeric: 'tabular-nums' },
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'action.selected' },
        }}
      />
    </div>
  );
}
