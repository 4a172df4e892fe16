import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, trail: 'Ridge loop', distanceKm: 12.4, climbM: 640 },
  { id: 2, trail: 'Lake shore', distanceKm: 7.9, climbM: 85 },
  { id: 3, trail: 'Old quarry', distanceKm: 15.2, climbM: 910 },
];

const kmToMiles = 0.621371;

const distanceColumn: GridColDef = { field: 'distanceKm', headerName: 'Distance (km)', type: 'number', width: 140 };

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 120 },
  distanceColumn,
  { field: 'climbM', headerName: 'Climb (m)', type: 'number', width: 110 },
];

export default function UpdateColumns() {
  const apiRef = useGridApiRef();
  const [imperial, setImperial] = React.useState(false);
  const [header, setHeader] = React.useState('Distance (km)');

  const switchUnits = () => {
    const next = !imperial;
    // Matched by field. Keep the type: a column whose type changes is rebuilt from the type defaults.
    apiRef.current.updateColumns([
      {
        ...distanceColumn,
        headerName: next ? 'Distance (mi)' : 'Distance (km)',
        valueFormatter: (value: number) => (next ? (value * kmToMiles).toFixed(1) : value.toFixed(1)),
      },
    ]);
    setImperial(next);
    setHeader(apiRef.current.getColumn('distanceKm').headerName ?? '');
  };

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} alignItems="center" style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={switchUnits}>
          Show {imperial ? 'kilometres' : 'miles'}
        </Button>
        <span style={{ fontSize: 13 }}>getColumn → {header}</span>
      </Stack>
      <div style={{ height: 256 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
