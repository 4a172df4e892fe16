import * as React from 'react';
import { DataGrid, GridToolbarContainer, GridToolbarFilterButton, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Restaurant', flex: 1, minWidth: 150 },
  { field: 'cuisine', headerName: 'Cuisine', type: 'singleSelect', valueOptions: ['Ethiopian', 'Georgian', 'Peruvian', 'Thai'], width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
  { field: 'terrace', headerName: 'Terrace', type: 'boolean', width: 90 },
];

const rows = [
  { id: 1, name: 'Addis Table', cuisine: 'Ethiopian', rating: 4.6, opened: new Date(2016, 3, 2), terrace: false },
  { id: 2, name: 'Supra House', cuisine: 'Georgian', rating: 4.3, opened: new Date(2019, 9, 14), terrace: true },
  { id: 3, name: 'Lima Ceviche Bar', cuisine: 'Peruvian', rating: 4.8, opened: new Date(2021, 5, 1), terrace: true },
  { id: 4, name: 'Baan Noodle', cuisine: 'Thai', rating: 4.1, opened: new Date(2012, 0, 20), terrace: false },
  { id: 5, name: 'Khinkali Corner', cuisine: 'Georgian', rating: 3.9, opened: new Date(2023, 2, 8), terrace: false },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

// No filter props at all: the panel, the operators and the inputs follow each column's type.
export default function BasicFiltering() {
  return (
    <div style={{ height: 370 }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: Toolbar }} hideFooter />
    </div>
  );
}
