import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 120 },
  { field: 'km', headerName: 'km', type: 'number', width: 80 },
  { field: 'stops', headerName: 'Stops', type: 'number', width: 80, align: 'center', headerAlign: 'center' },
];

const rows = [
  { id: 1, route: 'Harbour – Airport', km: 18, stops: 9 },
  { id: 2, route: 'University loop', km: 7, stops: 14 },
  { id: 3, route: 'Old town shuttle', km: 3, stops: 6 },
];

export default function BordersAndDensity() {
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const [borders, setBorders] = React.useState(true);

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 48, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 12, overflowX: 'auto' }}>
        <TextField select size="small" label="Density" value={density} onChange={(event) => setDensity(event.target.value as GridDensity)} sx={{ width: 150 }}>
          <MenuItem value="compact">compact</MenuItem>
          <MenuItem value="standard">standard</MenuItem>
          <MenuItem value="comfortable">comfortable</MenuItem>
        </TextField>
        <FormControlLabel control={<Switch checked={borders} onChange={(event) => setBorders(event.target.checked)} />} label="Borders" />
      </div>
      <div style={{ height: 284 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          showCellVerticalBorder={borders}
          showColumnVerticalBorder={borders}
          hideFooter
          // The colour of every line between rows and cells, through the grid's CSS variable.
          sx={{ '--DataGrid-rowBorderColor': '#b0bec5' }}
        />
      </div>
    </div>
  );
}
