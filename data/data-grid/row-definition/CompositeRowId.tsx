import * as React from 'react';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface Shift {
  employee: string;
  date: string;
  start: string;
  end: string;
  station: string;
}

// The same person works several days, and several people work the same day:
// only the pair of both fields is unique, so the id combines them.
const getRowId: GridRowIdGetter<Shift> = (row) => `${row.employee}|${row.date}`;

const columns: GridColDef<Shift>[] = [
  { field: 'employee', headerName: 'Employee', width: 150 },
  { field: 'date', headerName: 'Date', width: 120 },
  {
    field: 'hours',
    headerName: 'Shift',
    width: 130,
    valueGetter: (_value, row) => `${row.start}–${row.end}`,
  },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 120 },
];

const rows: Shift[] = [
  { employee: 'Maya Chen', date: '2024-06-03', start: '07:00', end: '15:00', station: 'Bakery' },
  { employee: 'Omar Haddad', date: '2024-06-03', start: '11:00', end: '19:00', station: 'Checkout' },
  { employee: 'Maya Chen', date: '2024-06-04', start: '07:00', end: '13:00', station: 'Deli' },
  { employee: 'Lena Vogt', date: '2024-06-04', start: '13:00', end: '21:00', station: 'Checkout' },
  { employee: 'Omar Haddad', date: '2024-06-05', start: '09:00', end: '17:00', station: 'Stockroom' },
];

export default function CompositeRowId() {
  return (
    <div style={{ height: 330 }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </div>
  );
}
