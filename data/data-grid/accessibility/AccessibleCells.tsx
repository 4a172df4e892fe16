import * as React from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Link from '@mui/material/Link';
import {
  DataGrid,
  GridActionsCellItem,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface SharedDoc {
  id: number;
  title: string;
  owner: string;
  updated: string;
}

const initialRows: SharedDoc[] = [
  { id: 1, title: 'Quarterly report', owner: 'Ravi Menon', updated: '2024-09-30' },
  { id: 2, title: 'Onboarding checklist', owner: 'Sara Lopes', updated: '2024-08-12' },
  { id: 3, title: 'Travel policy', owner: 'Tom Fischer', updated: '2024-07-04' },
  { id: 4, title: 'Brand guidelines', owner: 'Ulla Berg', updated: '2024-10-21' },
];

function DensityToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function AccessibleCells() {
  const [rows, setRows] = React.useState(initialRows);

  const columns: GridColDef<SharedDoc>[] = [
    {
      field: 'title',
      headerName: 'Document',
      flex: 1,
      minWidth: 170,
      // tabIndex is 0 only for the focused cell, so Tab moves from the link out of the grid.
      renderCell: (params) => (
        <Link
          href={`#document-${params.row.id}`}
          tabIndex={params.tabIndex}
          // A real app would navigate; the demo stays on the page.
          onClick={(event) => event.preventDefault()}
        >
          {params.value}
        </Link>
      ),
    },
    { field: 'owner', headerName: 'Owner', width: 130 },
    { field: 'updated', headerName: 'Updated', width: 110, description: 'Date of the last edit (year-month-day)' },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 80,
      getActions: (params) => [
        <GridActionsCellItem
          key="delete"
          icon={<DeleteIcon />}
          label={`Delete ${params.row.title}`}
          onClick={() => setRows((current) => current.filter((row) => row.id !== params.id))}
        />,
      ],
    },
  ];

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {/* Any element can name the grid; a visible title helps sighted users too. */}
      <div id="shared-documents-title" style={{ height: 28, lineHeight: '28px', fontSize: 18, fontWeight: 600 }}>
        Shared documents
      </div>
      <div style={{ height: 364 }}>
        <DataGrid aria-labelledby="shared-documents-title" rows={rows} columns={columns} slots={{ toolbar: DensityToolbar }} hideFooter />
      </div>
    </div>
  );
}
