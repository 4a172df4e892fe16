import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', flex: 1, minWidth: 160 },
  // Users can neither sort nor filter by the internal score from the header or the menus...
  { field: 'score', headerName: 'Triage score', type: 'number', width: 130, sortable: false, filterable: false },
  { field: 'team', headerName: 'Team', width: 110 },
];

const rows = [
  { id: 1, ticket: 'Checkout times out', score: 92, team: 'Payments' },
  { id: 2, ticket: 'Typo in footer', score: 8, team: 'Web' },
  { id: 3, ticket: 'Password reset mail missing', score: 77, team: 'Accounts' },
  { id: 4, ticket: 'Slow product search', score: 54, team: 'Search' },
  { id: 5, ticket: 'Logo blurry on retina', score: 15, team: 'Web' },
];

export default function DisabledColumnFeatures() {
  const apiRef = useGridApiRef();

  // ...but the API still can: `sortable` and `filterable` only remove the user-facing controls.
  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={() => apiRef.current.sortColumn('score', 'desc')}>
          Urgent first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.upsertFilterItem({ id: 'urgent', field: 'score', operator: '>=', value: 50 })}
        >
          Score ≥ 50
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current.setSortModel([]);
            apiRef.current.setFilterModel({ items: [] });
          }}
        >
          Reset
        </Button>
      </Stack>
      <div style={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
