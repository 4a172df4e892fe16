import * as React from 'react';
import { DataGridPro, gridClasses, type GridColDef } from '@mui/x-data-grid-pro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  ...months.map((month): GridColDef => ({ field: month, headerName: month, type: 'number', width: 90 })),
  { field: 'total', headerName: 'Total', type: 'number', width: 90 },
];

const teams = ['Falcons', 'Otters', 'Lynxes', 'Herons', 'Badgers'];

// Goals per month, computed from the positions so the demo is stable.
const goalsFor = (t: number, m: number) => (t * 5 + m * 3) % 7;

const rows = teams.map((team, t) => ({
  id: t,
  team,
  ...Object.fromEntries(months.map((month, m) => [month, goalsFor(t, m)])),
  total: months.reduce((sum, _, m) => sum + goalsFor(t, m), 0),
}));

export default function PinnedHighlight() {
  return (
    <div style={{ height: 330 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['team'], right: ['total'] } }}
        hideFooter
        sx={(theme) => ({
          // Pinned cells must stay opaque: the other columns scroll under them.
          '--DataGrid-pinnedBackground': '#eef2ff',
          ...theme.applyStyles('dark', { '--DataGrid-pinnedBackground': '#1e2a4a' }),
          [`& .${gridClasses['columnHeader--pinnedLeft']}, & .${gridClasses['columnHeader--pinnedRight']}`]: {
            // A shadow, because the header's own bottom border rule is more specific.
            boxShadow: `inset 0 -2px 0 ${(theme.vars || theme).palette.primary.main}`,
          },
          [`& .${gridClasses['columnHeader--pinnedLeft']} .${gridClasses.columnHeaderTitle}, & .${gridClasses['columnHeader--pinnedRight']} .${gridClasses.columnHeaderTitle}`]:
            { fontWeight: 700, color: 'primary.main' },
          [`& .${gridClasses['cell--pinnedRight']}`]: { fontWeight: 700 },
        })}
      />
    </div>
  );
}
