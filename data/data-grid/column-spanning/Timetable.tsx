import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Lesson {
  subject: string;
  hours: number; // how many hour columns the lesson covers
}

interface Day {
  id: string;
  lessons: Partial<Record<string, Lesson>>; // keyed by hour column: h8, h9…
}

const hours = [8, 9, 10, 11, 12, 13];

const rows: Day[] = [
  { id: 'Mon', lessons: { h8: { subject: 'Maths', hours: 2 }, h10: { subject: 'History', hours: 1 }, h11: { subject: 'Lab', hours: 3 } } },
  { id: 'Tue', lessons: { h8: { subject: 'French', hours: 1 }, h9: { subject: 'Sport', hours: 2 }, h11: { subject: 'Maths', hours: 1 }, h12: { subject: 'Art', hours: 2 } } },
  { id: 'Wed', lessons: { h8: { subject: 'Biology', hours: 3 }, h11: { subject: 'Music', hours: 1 } } },
  { id: 'Thu', lessons: { h9: { subject: 'Maths', hours: 1 }, h10: { subject: 'Project week', hours: 4 } } },
  { id: 'Fri', lessons: { h8: { subject: 'Geography', hours: 2 }, h10: { subject: 'French', hours: 2 }, h12: { subject: 'Sport', hours: 2 } } },
];

const hourColumns: GridColDef<Day>[] = hours.map((hour) => ({
  field: `h${hour}`,
  headerName: `${hour}:00`,
  width: 100,
  sortable: false,
  valueGetter: (_value, row) => row.lessons[`h${hour}`]?.subject ?? '',
  // The lesson in this cell hides the cells of the following hours it covers.
  colSpan: (_value, row) => row.lessons[`h${hour}`]?.hours,
  cellClassName: (params) => (params.value ? 'lesson' : ''),
}));

const columns: GridColDef<Day>[] = [{ field: 'id', headerName: 'Day', width: 70, sortable: false }, ...hourColumns];

export default function Timetable() {
  return (
    <div style={{ height: 330 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        showCellVerticalBorder
        showColumnVerticalBorder
        sx={{ '& .lesson': { bgcolor: 'rgba(25, 118, 210, 0.08)', fontWeight: 500 } }}
      />
    </div>
  );
}
