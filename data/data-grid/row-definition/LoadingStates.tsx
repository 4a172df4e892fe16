import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
];

const cities = [
  { id: 'lag', city: 'Lagos', country: 'Nigeria', population: 15.4 },
  { id: 'lim', city: 'Lima', country: 'Peru', population: 10.9 },
  { id: 'osa', city: 'Osaka', country: 'Japan', population: 19.0 },
  { id: 'ist', city: 'Istanbul', country: 'Türkiye', population: 15.6 },
];

export default function LoadingStates() {
  const [loading, setLoading] = React.useState(true);
  const [hasRows, setHasRows] = React.useState(false);

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={2} style={{ height: 40, flexShrink: 0, overflowX: 'auto' }}>
        <FormControlLabel
          label="loading"
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        />
        <FormControlLabel
          label="rows received"
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
        />
      </Stack>
      <div style={{ height: 312 }}>
        <DataGrid
          rows={hasRows ? cities : []}
          columns={columns}
          loading={loading}
          // Skeleton rows while the first page loads; a thin progress bar over existing rows.
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          hideFooter
        />
      </div>
    </div>
  );
}
