import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

// Even and odd come from the row's index on the current page, so the stripes stay
// regular after sorting, filtering and paging.
const StripedDataGrid = styled(DataGrid)(({ theme }) => ({
  [`& .${gridClasses.row}.even`]: {
    backgroundColor: alpha(theme.palette.primary.main, 0.06),
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
    '&.Mui-selected': { backgroundColor: alpha(theme.palette.primary.main, 0.18) },
  },
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Peak', flex: 1, minWidth: 130 },
  { field: 'range', headerName: 'Range', width: 120 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, name: 'Mont Blanc', range: 'Alps', height: 4806 },
  { id: 2, name: 'Aneto', range: 'Pyrenees', height: 3404 },
  { id: 3, name: 'Musala', range: 'Rila', height: 2925 },
  { id: 4, name: 'Gerlach', range: 'Tatras', height: 2655 },
  { id: 5, name: 'Galdhøpiggen', range: 'Jotunheimen', height: 2469 },
  { id: 6, name: 'Olympus', range: 'Olympus', height: 2918 },
];

export default function StripedRows() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <StripedDataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        hideFooter
      />
    </div>
  );
}
