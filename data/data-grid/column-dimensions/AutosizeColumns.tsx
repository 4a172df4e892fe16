import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

// Fixed widths that are too narrow on purpose: try the button, or double-click a separator.
const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 70 },
  { field: 'airport', headerName: 'Airport', width: 120, minWidth: 90 },
  { field: 'country', headerName: 'Country', width: 90 },
  { field: 'passengers', headerName: 'Passengers (millions)', type: 'number', width: 100 },
  // Takes whatever space is left, but never less than 120 px.
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 120 },
];

const rows = [
  { id: 1, code: 'IST', airport: 'Istanbul Airport', country: 'Türkiye', passengers: 76.0, notes: 'New terminal' },
  { id: 2, code: 'LHR', airport: 'London Heathrow', country: 'United Kingdom', passengers: 79.2, notes: 'Two runways' },
  { id: 3, code: 'CDG', airport: 'Paris Charles de Gaulle', country: 'France', passengers: 67.4, notes: 'RER B link' },
  { id: 4, code: 'AMS', airport: 'Amsterdam Schiphol', country: 'Netherlands', passengers: 61.9, notes: 'Single terminal' },
];

export default function AutosizeColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);

  const fit = () => {
    // Autosizing sets `flex: 0`, so leave the notes column out to keep it flexible.
    void apiRef.current.autosizeColumns({
      columns: ['code', 'airport', 'country', 'passengers'],
      includeHeaders,
      includeOutliers: true,
    });
  };

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={2} alignItems="center" style={{ height: 40, flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={fit}>Fit columns</Button>
        <FormControlLabel
          label="Include headers"
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
        />
      </Stack>
      <div style={{ height: 312 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOptions={{ includeHeaders, includeOutliers: true }}
          hideFooter
        />
      </div>
    </div>
  );
}
