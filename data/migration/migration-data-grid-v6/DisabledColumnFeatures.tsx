import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridRowsProp,
  type GridSortModel,
} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, task: 'Renew the TLS certificate', priority: 3 },
  { id: 2, task: 'Update the onboarding guide', priority: 1 },
  { id: 3, task: 'Fix the failing nightly export', priority: 3 },
  { id: 4, task: 'Tidy the issue labels', priority: 1 },
  { id: 5, task: 'Review the billing alerts', priority: 2 },
];

// The priority column turns off sorting and filtering for the user: no sort on a header click,
// no sort or filter items in its column menu. Since v7 the models below still apply to it.
const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 110, sortable: false, filterable: false },
];

const byPriority: GridSortModel = [{ field: 'priority', sort: 'desc' }];
const urgentOnly: GridFilterModel = { items: [{ field: 'priority', operator: '>=', value: 3 }] };

export default function DisabledColumnFeatures() {
  const [sorted, setSorted] = React.useState(true);
  const [filtered, setFiltered] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack>
        <FormControlLabel
          control={<Switch checked={sorted} onChange={(event) => setSorted(event.target.checked)} />}
          label="Sort by priority from code"
        />
        <FormControlLabel
          control={<Switch checked={filtered} onChange={(event) => setFiltered(event.target.checked)} />}
          label="Keep priority 3 only, from code"
        />
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sorted ? byPriority : []}
          onSortModelChange={(model) => setSorted(model.length > 0)}
          filterModel={filtered ? urgentOnly : { items: [] }}
          onFilterModelChange={(model) => setFiltered(model.items.length > 0)}
          hideFooter
        />
      </div>
    </Stack>
  );
}
