import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Lesson {
  id: number;
  day: string;
  time: string;
  subject: string;
  teacher: string;
  room: string;
}

const rows: Lesson[] = [
  { id: 1, day: 'Monday', time: '08:30', subject: 'Mathematics', teacher: 'Ms Adeyemi', room: 'B12' },
  { id: 2, day: 'Monday', time: '09:30', subject: 'Mathematics', teacher: 'Ms Adeyemi', room: 'B12' },
  { id: 3, day: 'Monday', time: '10:30', subject: 'Lunch break', teacher: '', room: '' },
  { id: 4, day: 'Monday', time: '11:30', subject: 'Chemistry', teacher: 'Mr Larsen', room: 'Lab 2' },
  { id: 5, day: 'Tuesday', time: '08:30', subject: 'History', teacher: 'Mr Okoro', room: 'A04' },
  { id: 6, day: 'Tuesday', time: '09:30', subject: 'Lunch break', teacher: '', room: '' },
  { id: 7, day: 'Tuesday', time: '10:30', subject: 'Art', teacher: 'Ms Weiss', room: 'Studio' },
  { id: 8, day: 'Tuesday', time: '11:30', subject: 'Art', teacher: 'Ms Weiss', room: 'Studio' },
];

const isBreak = (row: Lesson) => row.subject === 'Lunch break';

const columns: GridColDef<Lesson>[] = [
  // Row spanning merges each day into one cell.
  { field: 'day', headerName: 'Day', width: 100 },
  { field: 'time', headerName: 'Time', width: 80 },
  {
    field: 'subject',
    headerName: 'Subject',
    width: 150,
    // Column spanning: a break takes the subject, teacher and room columns.
    colSpan: (_value, row) => (isBreak(row) ? 3 : undefined),
  },
  { field: 'teacher', headerName: 'Teacher', width: 130 },
  { field: 'room', headerName: 'Room', width: 90 },
];

export default function TimetableSpans() {
  return (
    <div style={{ height: 480 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        disableColumnSorting
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
      />
    </div>
  );
}
