import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const months = [
  { field: 'jan', headerName: 'Jan' },
  { field: 'feb', headerName: 'Feb' },
  { field: 'mar', headerName: 'Mar' },
  { field: 'apr', headerName: 'Apr' },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 110 },
  ...months.map((month): GridColDef => ({ ...month, type: 'number', width: 80 })),
];

const rows = [
  { id: 1, station: 'Reykjavík', jan: 89, feb: 64, mar: 62, apr: 56 },
  { id: 2, station: 'Tromsø', jan: 112, feb: 98, mar: 91, apr: 65 },
  { id: 3, station: 'Galway', jan: 128, feb: 94, mar: 96, apr: 71 },
  { id: 4, station: 'Bergen', jan: 190, feb: 152, mar: 170, apr: 114 },
];

// Drag across cells, Shift-click, or Shift with the arrow keys; Ctrl-click adds a cell.
export default function BasicCellSelection() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick hideFooter />
    </div>
  );
}
