import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridLoadingOverlayVariant } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

const flights = [
  { id: 1, flight: 'KL 1402', to: 'Amsterdam', gate: 'B12' },
  { id: 2, flight: 'TP 571', to: 'Lisbon', gate: 'C3' },
  { id: 3, flight: 'AY 832', to: 'Helsinki', gate: 'A7' },
  { id: 4, flight: 'OS 118', to: 'Vienna', gate: 'B4' },
];

const variants: GridLoadingOverlayVariant[] = ['circular-progress', 'linear-progress', 'skeleton'];

export default function LoadingVariants() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [loading, setLoading] = React.useState(true);
  const [empty, setEmpty] = React.useState(false);

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 48, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 12, overflowX: 'auto' }}>
        <TextField select size="small" label="Variant" value={variant} onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)} sx={{ width: 170 }}>
          {variants.map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
        </TextField>
        <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="loading" />
        <FormControlLabel control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />} label="No rows" />
      </div>
      <div style={{ height: 324 }}>
        <DataGrid
          rows={empty ? [] : flights}
          columns={columns}
          loading={loading}
          // `variant` applies while rows are shown, `noRowsVariant` while there are none.
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
          hideFooter
        />
      </div>
    </div>
  );
}
