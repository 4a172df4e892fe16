import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'step', headerName: 'Step', type: 'number', width: 70 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160 },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

// A checklist whose order is the point: sorting it would make no sense.
const rows = [
  { id: 1, step: 1, task: 'Freeze the release branch', owner: 'Release lead' },
  { id: 2, step: 2, task: 'Run the migration on staging', owner: 'Database' },
  { id: 3, step: 3, task: 'Smoke-test checkout', owner: 'QA' },
  { id: 4, step: 4, task: 'Deploy to production', owner: 'Release lead' },
];

export default function DisableSortingAll() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <div style={{ height: 310 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="disableColumnSorting"
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
      />
      <div style={{ height: 268 }}>
        <DataGrid rows={rows} columns={columns} disableColumnSorting={disabled} hideFooter />
      </div>
    </div>
  );
}
