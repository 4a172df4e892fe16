import * as React from 'react';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {
    field: 'title',
    headerName: 'Document',
    flex: 1,
    minWidth: 170,
    // A link in the cell: clicking it must not also select the row.
    renderCell: (params) => (
      <Link href={`#document-${params.id}`} tabIndex={params.tabIndex}>
        {params.value}
      </Link>
    ),
  },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 80 },
];

const rows = [
  { id: 1, title: 'Annual report 2023', owner: 'Finance', pages: 48 },
  { id: 2, title: 'Brand guidelines', owner: 'Design', pages: 22 },
  { id: 3, title: 'Onboarding handbook', owner: 'People', pages: 35 },
  { id: 4, title: 'Incident review, May', owner: 'Ops', pages: 6 },
];

export default function DisableSelectionOnClick() {
  // Rows are selected with their checkbox only; a click on a row or its link selects nothing.
  return (
    <div style={{ height: 320 }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection disableRowSelectionOnClick />
    </div>
  );
}
