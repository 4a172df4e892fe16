import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: ['Design', 'Support', 'Sales'], width: 130 },
  { field: 'tickets', headerName: 'Open tickets', type: 'number', width: 130 },
];

const rows = [
  { id: 1, name: 'Ana Costa', team: 'Design', tickets: 12 },
  { id: 2, name: 'Ben Okoro', team: 'Support', tickets: 31 },
  { id: 3, name: 'Chloé Martin', team: 'Support', tickets: 7 },
  { id: 4, name: 'Dev Shah', team: 'Sales', tickets: 18 },
];

export default function SimpleHeaderFilters() {
  // Without its operator button, each cell filters with the column's first operator:
  // "contains" for text, "is" for the select, "=" for numbers.
  return (
    <div style={{ height: 340 }}>
      <DataGridPro rows={rows} columns={columns} headerFilters slots={{ headerFilterMenu: null }} hideFooter />
    </div>
  );
}
