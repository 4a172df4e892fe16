import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  // Free text and contact details: an order by these would help no one.
  { field: 'phone', headerName: 'Phone', width: 120, sortable: false },
  { field: 'notes', headerName: 'Notes', width: 170, sortable: false },
];

const rows = [
  { id: 1, name: 'Hannah Becker', department: 'Finance', phone: '555-0131', notes: 'Prefers e-mail' },
  { id: 2, name: 'Yusuf Demir', department: 'Legal', phone: '555-0172', notes: 'Part-time, Mon–Wed' },
  { id: 3, name: 'Camille Roux', department: 'Finance', phone: '555-0108', notes: '' },
  { id: 4, name: 'Ola Nordmann', department: 'IT', phone: '555-0190', notes: 'On call this week' },
];

export default function SortableColumns() {
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
