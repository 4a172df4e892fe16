import * as React from 'react';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Course {
  id: number;
  course: string;
  enrolled: number;
  completed: number;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
}

const rows: Course[] = [
  { id: 1, course: 'Intro to SQL', enrolled: 240, completed: 198, level: 'Beginner' },
  { id: 2, course: 'Accessible forms', enrolled: 85, completed: 41, level: 'Intermediate' },
  { id: 3, course: 'Distributed tracing', enrolled: 62, completed: 19, level: 'Advanced' },
  { id: 4, course: 'Git for designers', enrolled: 130, completed: 117, level: 'Beginner' },
];

function ProgressCell({ value, row }: GridRenderCellParams<Course, number>) {
  const percent = value ?? 0;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, height: '100%' }}>
      {/* A progress bar needs a name of its own: the course it measures. */}
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${row.course} completion`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <span style={{ width: 40, textAlign: 'right' }}>{percent}%</span>
    </div>
  );
}

const levelColor = { Beginner: 'success', Intermediate: 'warning', Advanced: 'error' } as const;

const columns: GridColDef<Course>[] = [
  { field: 'course', headerName: 'Course', flex: 1, minWidth: 170 },
  {
    field: 'level',
    headerName: 'Level',
    width: 140,
    renderCell: (params: GridRenderCellParams<Course, Course['level']>) =>
      params.value ? <Chip size="small" variant="outlined" color={levelColor[params.value]} label={params.value} /> : null,
  },
  {
    // Derived value: sorting and filtering use the number, the cell shows a bar.
    field: 'completion',
    headerName: 'Completion',
    type: 'number',
    width: 200,
    valueGetter: (_value, row) => Math.round((row.completed / row.enrolled) * 100),
    renderCell: (params: GridRenderCellParams<Course, number>) => <ProgressCell {...params} />,
  },
];

export default function RenderCellProgress() {
  return (
    <div style={{ height: 300 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'completion', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
