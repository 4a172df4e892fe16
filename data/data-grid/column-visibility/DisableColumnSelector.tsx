import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'course', headerName: 'Course', flex: 1, minWidth: 150 },
  { field: 'teacher', headerName: 'Teacher', width: 140 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 90 },
];

const rows = [
  { id: 1, course: 'Linear algebra', teacher: 'Dr. Haddad', room: 'B204', credits: 6 },
  { id: 2, course: 'Organic chemistry', teacher: 'Dr. Novak', room: 'L1', credits: 5 },
  { id: 3, course: 'Medieval history', teacher: 'Dr. Mensah', room: 'A12', credits: 4 },
];

export default function DisableColumnSelector() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <div style={{ height: 320 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="disableColumnSelector"
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
      />
      {/* With the prop on, the toolbar has no Columns button and the column menu no hide or manage entries. */}
      <div style={{ height: 278 }}>
        <DataGrid rows={rows} columns={columns} disableColumnSelector={disabled} slots={{ toolbar: GridToolbar }} hideFooter />
      </div>
    </div>
  );
}
