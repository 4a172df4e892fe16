import * as React from 'react';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140, editable: true },
  {
    field: 'email',
    headerName: 'Email',
    width: 220,
    editable: true,
    // Runs on every keystroke; `error: true` blocks the commit until the value is fixed.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = String(params.props.value ?? '');
      return { ...params.props, error: !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) };
    },
  },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    width: 90,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const seats = Number(params.props.value);
      return { ...params.props, error: !Number.isInteger(seats) || seats < 1 || seats > 8 };
    },
  },
];

const rows = [
  { id: 1, guest: 'Yara Haddad', email: 'yara.haddad@example.org', seats: 2 },
  { id: 2, guest: 'Lukas Weber', email: 'lukas@example.net', seats: 4 },
  { id: 3, guest: 'Ana Pereira', email: 'ana.p@example.com', seats: 1 },
  { id: 4, guest: 'Samuel Okoye', email: 'sam.okoye@example.org', seats: 3 },
];

export default function ValidatedEditing() {
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          // The edit input receives `error`; make it visible.
          '& .MuiInputBase-root.Mui-error': {
            bgcolor: 'rgba(211, 47, 47, 0.12)',
            color: 'error.main',
          },
        }}
      />
    </div>
  );
}
