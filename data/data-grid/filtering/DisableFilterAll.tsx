import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'month', headerName: 'Month', flex: 1, minWidth: 110 },
  { field: 'income', headerName: 'Income (€)', type: 'number', width: 120 },
  { field: 'expenses', headerName: 'Expenses (€)', type: 'number', width: 130 },
];

// Twelve lines of a yearly summary: nothing to hide, so no filtering.
const rows = ['Jan', 'Feb', 'Mar', 'Apr'].map((month, index) => ({
  id: index + 1,
  month,
  income: 12000 + index * 850,
  expenses: 9400 + ((index * 1300) % 2100),
}));

export default function DisableFilterAll() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <div style={{ height: 340 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="disableColumnFilter"
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
      />
      {/* The toolbar loses its Filters button and the column menus their Filter entry. */}
      <div style={{ height: 298 }}>
        <DataGrid rows={rows} columns={columns} disableColumnFilter={disabled} slots={{ toolbar: GridToolbar }} hideFooter />
      </div>
    </div>
  );
}
