import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 130 },
  { field: 'stops', headerName: 'Stops', type: 'number', width: 90 },
  // Never a menu on this column, whatever the switch says.
  { field: 'code', headerName: 'Code', width: 90, disableColumnMenu: true },
];

const rows = [
  { id: 1, route: 'Airport – Old Town', stops: 14, code: 'X1' },
  { id: 2, route: 'University loop', stops: 22, code: '7' },
  { id: 3, route: 'Harbour night line', stops: 9, code: 'N3' },
];

export default function DisableColumnMenu() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <div style={{ height: 262 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="disableColumnMenu on the grid"
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
      />
      {/* Sorting from a header click still works without the menu. */}
      <div style={{ height: 220 }}>
        <DataGrid rows={rows} columns={columns} disableColumnMenu={disabled} hideFooter />
      </div>
    </div>
  );
}
