import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridPreferencePanelsValue,
  GridToolbarContainer,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 100 },
  { field: 'line', headerName: 'Line', width: 90 },
  { field: 'opened', headerName: 'Opened', width: 90 },
  { field: 'riders', headerName: 'Daily riders', type: 'number', width: 110 },
  { field: 'note', headerName: 'Note', width: 110 },
];

const rows = [
  { id: 1, station: 'Riverside Junction', line: 'Green', opened: 1912, riders: 48210, note: 'Transfer to the ferry terminal' },
  { id: 2, station: 'Observatory', line: 'Blue', opened: 1968, riders: 9120, note: 'Step-free access' },
  { id: 3, station: 'Old Market', line: 'Green', opened: 1912, riders: 30775, note: 'Closed on Sunday mornings' },
  { id: 4, station: 'University Hospital', line: 'Red', opened: 1994, riders: 22340, note: 'Two exits' },
  { id: 5, station: 'Harbour', line: 'Blue', opened: 1968, riders: 17004, note: 'Bike parking' },
];

const buttonSx = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

// A toolbar slot lives inside the grid, so it reaches the API through context instead of a ref.
function ApiToolbar() {
  const apiRef = useGridApiContext();
  const [dense, setDense] = React.useState(false);

  return (
    <GridToolbarContainer sx={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
      <Button size="small" sx={buttonSx} onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true })}>
        Fit columns
      </Button>
      <Button
        size="small"
        sx={buttonSx}
        onClick={() => {
          apiRef.current.setDensity(dense ? 'standard' : 'compact');
          setDense(!dense);
        }}
      >
        {dense ? 'Roomy' : 'Dense'}
      </Button>
      <Button size="small" sx={buttonSx} onClick={() => apiRef.current.showPreferences(GridPreferencePanelsValue.columns)}>
        Columns
      </Button>
      <Button size="small" sx={buttonSx} onClick={() => apiRef.current.exportDataAsCsv({ fileName: 'stations' })}>
        CSV
      </Button>
    </GridToolbarContainer>
  );
}

export default function ApiContextToolbar() {
  return (
    <div style={{ height: 380 }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ApiToolbar }} hideFooter />
    </div>
  );
}
