import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Sorted by day, then room: equal neighbours in a column are merged.
const rows = [
  { id: 1, day: 'Thursday', room: 'Hall A', time: '09:00', talk: 'Opening keynote' },
  { id: 2, day: 'Thursday', room: 'Hall A', time: '10:30', talk: 'Typed CSS at scale' },
  { id: 3, day: 'Thursday', room: 'Room 2', time: '10:30', talk: 'Accessible data tables' },
  { id: 4, day: 'Thursday', room: 'Room 2', time: '14:00', talk: 'Offline-first forms' },
  { id: 5, day: 'Friday', room: 'Hall A', time: '09:00', talk: 'Rendering on the edge' },
  { id: 6, day: 'Friday', room: 'Hall A', time: '11:00', talk: 'Testing with real browsers' },
  { id: 7, day: 'Friday', room: 'Hall A', time: '14:00', talk: 'Closing panel' },
];

const columns: GridColDef[] = [
  { field: 'day', headerName: 'Day', width: 100 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 180 },
];

export default function ConferenceSchedule() {
  return (
    <div style={{ height: 420 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        disableColumnSorting // Keep the authored order for this first example.
        showCellVerticalBorder
        hideFooter
      />
    </div>
  );
}
