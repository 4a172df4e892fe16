import * as React from 'react';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

type Status = 'On track' | 'At risk' | 'Blocked' | 'Done';

const statusColor: Record<Status, 'success' | 'warning' | 'error' | 'default'> = {
  'On track': 'success',
  'At risk': 'warning',
  Blocked: 'error',
  Done: 'default',
};

const columns: GridColDef[] = [
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 180, editable: true },
  { field: 'owner', headerName: 'Owner', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: Object.keys(statusColor),
    width: 120,
    editable: true,
    renderCell: ({ value }) => <Chip size="small" label={value} color={statusColor[value as Status]} variant="outlined" />,
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 150,
    // A progress bar needs a name of its own: the project it measures.
    renderCell: ({ value, row }) => (
      <div style={{ display: 'flex', alignItems: 'center', height: '100%', gap: 8 }}>
        <LinearProgress
          variant="determinate"
          value={value}
          aria-label={`${row.project} progress`}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
        <span style={{ width: 36, textAlign: 'right' }}>{value}%</span>
      </div>
    ),
  },
  { field: 'budget', headerName: 'Budget (k$)', type: 'number', width: 120 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120, editable: true },
];

const rows = [
  { id: 1, project: 'Checkout redesign', owner: 'Aiko Tanaka', status: 'On track', progress: 72, budget: 140, due: new Date(2025, 2, 14) },
  { id: 2, project: 'Warehouse scanner app', owner: 'Bruno Costa', status: 'At risk', progress: 45, budget: 95, due: new Date(2025, 1, 28) },
  { id: 3, project: 'Data retention policy', owner: 'Chloé Martin', status: 'Done', progress: 100, budget: 20, due: new Date(2024, 11, 2) },
  { id: 4, project: 'Support chatbot', owner: 'Dev Patel', status: 'Blocked', progress: 18, budget: 60, due: new Date(2025, 4, 9) },
  { id: 5, project: 'Mobile offline mode', owner: 'Eva Novák', status: 'On track', progress: 58, budget: 180, due: new Date(2025, 5, 30) },
  { id: 6, project: 'Pricing page experiment', owner: 'Farid Haddad', status: 'At risk', progress: 33, budget: 15, due: new Date(2025, 0, 20) },
  { id: 7, project: 'SSO for partners', owner: 'Greta Holm', status: 'On track', progress: 81, budget: 75, due: new Date(2025, 3, 3) },
  { id: 8, project: 'Accessibility audit', owner: 'Hamza Idrissi', status: 'Done', progress: 100, budget: 30, due: new Date(2024, 10, 18) },
];

export default function ProjectTracker() {
  return (
    <div style={{ height: 520 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          sorting: { sortModel: [{ field: 'due', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 5 } },
        }}
        pageSizeOptions={[5, 10]}
      />
    </div>
  );
}
