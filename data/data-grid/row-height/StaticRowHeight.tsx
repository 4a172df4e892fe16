import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 160 },
  { field: 'room', headerName: 'Room', width: 100 },
];

const rows = [
  { id: 1, time: '09:00', talk: 'Opening keynote', room: 'Main hall' },
  { id: 2, time: '10:00', talk: 'Accessible data tables', room: 'Room 2' },
  { id: 3, time: '11:00', talk: 'Testing without mocks', room: 'Room 1' },
  { id: 4, time: '12:00', talk: 'Lunch', room: 'Foyer' },
  { id: 5, time: '13:30', talk: 'Shipping design tokens', room: 'Room 2' },
];

export default function StaticRowHeight() {
  const [rowHeight, setRowHeight] = React.useState(52);

  return (
    <div style={{ height: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={rowHeight}
        onChange={(_event, value: number | null) => value && setRowHeight(value)}
        aria-label="Row height"
        style={{ marginBottom: 8 }}
      >
        <ToggleButton value={36}>36 px</ToggleButton>
        <ToggleButton value={52}>52 px (default)</ToggleButton>
        <ToggleButton value={64}>64 px</ToggleButton>
      </ToggleButtonGroup>
      {/* One height for every row: the cheapest layout, no measuring. */}
      <div style={{ height: 334 }}>
        <DataGrid rows={rows} columns={columns} rowHeight={rowHeight} hideFooter />
      </div>
    </div>
  );
}
