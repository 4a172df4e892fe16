import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {
    field: 'name',
    headerName: 'Speaker',
    flex: 1,
    minWidth: 200,
    renderCell: (params) => (
      <span style={{ display: 'flex', alignItems: 'center', gap: 12, height: '100%' }}>
        <Avatar sx={{ width: 40, height: 40 }}>{String(params.value).charAt(0)}</Avatar>
        {params.value}
      </span>
    ),
  },
  { field: 'talk', headerName: 'Talk', flex: 1.5, minWidth: 220 },
  { field: 'slot', headerName: 'Slot', width: 90 },
];

const rows = [
  { id: 1, name: 'Priya Raman', talk: 'Accessible data tables', slot: '09:30' },
  { id: 2, name: 'Tobias Lind', talk: 'Virtualization in practice', slot: '10:15' },
  { id: 3, name: 'Grace Mensah', talk: 'Testing grids with Playwright', slot: '11:00' },
  { id: 4, name: 'Hugo Martin', talk: 'Designing for dense screens', slot: '11:45' },
];

// A gap between rows, except above the first and below the last visible row.
function getRowSpacing(params: GridRowSpacingParams) {
  return { top: params.isFirstVisible ? 0 : 4, bottom: params.isLastVisible ? 0 : 4 };
}

export default function SpacedRows() {
  return (
    <div style={{ height: 400 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={64}
        getRowSpacing={getRowSpacing}
        sx={{ [`& .${gridClasses.row}`]: { bgcolor: 'action.hover' } }}
        hideFooter
      />
    </div>
  );
}
