import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  // Both columns share the free space, but neither gets narrower than its minWidth.
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'line', headerName: 'Line', flex: 1, minWidth: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
];

const rows = [
  { id: 1, station: 'Alexanderplatz', line: 'U2, U5, U8', minutes: 4 },
  { id: 2, station: 'Hermannplatz', line: 'U7, U8', minutes: 11 },
  { id: 3, station: 'Zoologischer Garten', line: 'U2, U9', minutes: 16 },
  { id: 4, station: 'Warschauer Straße', line: 'U1, U3', minutes: 9 },
];

export default function MinWidthColumns() {
  const [width, setWidth] = React.useState('100%');

  return (
    <div style={{ height: 320 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={width}
        onChange={(_event, value: string | null) => value && setWidth(value)}
        aria-label="Container width"
        style={{ marginBottom: 8 }}
      >
        <ToggleButton value="100%">Full width</ToggleButton>
        <ToggleButton value="60%">60 %</ToggleButton>
        <ToggleButton value="40%">40 %</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 270, width }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
