import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rooms = ['Atlas', 'Birch', 'Cedar', 'Delta'];

// Thirty meeting room bookings over one week.
const rows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  room: rooms[index % rooms.length],
  day: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][Math.floor(index / 6)],
  slot: `${9 + (index % 6)}:00`,
  attendees: 2 + ((index * 5) % 9),
}));

const columns: GridColDef[] = [
  { field: 'day', headerName: 'Day', width: 90 },
  { field: 'slot', headerName: 'Time', width: 90 },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 110 },
  { field: 'attendees', headerName: 'Attendees', type: 'number', width: 110 },
];

export default function AutoPageSize() {
  // The grid fits as many rows as this 340 px box allows: no vertical scroll bar.
  return (
    <div style={{ height: 340 }}>
      <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
    </div>
  );
}
