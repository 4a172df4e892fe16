import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  ref: string;
  guest: string;
}

const bookings: Record<string, Booking> = {
  B1: { ref: 'B1', guest: 'Okafor' },
  B2: { ref: 'B2', guest: 'Lindqvist' },
  B3: { ref: 'B3', guest: 'Okafor' },
  B4: { ref: 'B4', guest: 'Moreau' },
  B5: { ref: 'B5', guest: 'Tanaka' },
};

// One row per night; each room column holds the booking reference of that night, or null.
type Night = { id: number; night: string } & Record<'r101' | 'r102' | 'r103', string | null>;

const rows: Night[] = [
  { id: 1, night: 'Mon 3 Jun', r101: 'B1', r102: null, r103: 'B4' },
  { id: 2, night: 'Tue 4 Jun', r101: 'B1', r102: 'B2', r103: 'B4' },
  { id: 3, night: 'Wed 5 Jun', r101: 'B3', r102: 'B2', r103: 'B4' },
  { id: 4, night: 'Thu 6 Jun', r101: 'B3', r102: 'B2', r103: null },
  { id: 5, night: 'Fri 7 Jun', r101: null, r102: 'B5', r103: null },
  { id: 6, night: 'Sat 8 Jun', r101: null, r102: 'B5', r103: 'B5' },
];

function roomColumn(field: 'r101' | 'r102' | 'r103', headerName: string): GridColDef<Night> {
  return {
    field,
    headerName,
    flex: 1,
    minWidth: 110,
    // Shown: the guest's name. Compared for spanning: the booking reference, so two stays of the
    // same guest back to back (B1 and B3 in room 101) stay two cells.
    valueGetter: (value: string | null) => (value ? (bookings[value]?.guest ?? value) : null),
    rowSpanValueGetter: (value: string | null) => value,
    valueFormatter: (value: string | null) => value ?? 'free',
    cellClassName: (params) => (params.value ? 'booked' : 'free'),
  };
}

const columns: GridColDef<Night>[] = [
  { field: 'night', headerName: 'Night', width: 110 },
  roomColumn('r101', 'Room 101'),
  roomColumn('r102', 'Room 102'),
  roomColumn('r103', 'Room 103'),
];

export default function RoomPlan() {
  return (
    <div style={{ height: 372 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        disableColumnSorting
        showCellVerticalBorder
        hideFooter
        sx={(theme) => ({
          '& .booked': { backgroundColor: theme.palette.mode === 'dark' ? 'rgba(144, 202, 249, 0.16)' : 'rgba(25, 118, 210, 0.08)' },
          '& .free': { color: theme.palette.text.secondary, fontStyle: 'italic' },
        })}
      />
    </div>
  );
}
