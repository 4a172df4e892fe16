import * as React from 'react';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';

function FilterFirstMenu(props: GridColumnMenuProps) {
  // Default orders: sort 10, filter 20, columns 30. Filtering is what this list is used for,
  // so it moves to the top; the other items keep their places.
  return <GridColumnMenu {...props} slotProps={{ columnMenuFilterItem: { displayOrder: 0 } }} />;
}

const rows = [
  { id: 1, species: 'Red kite', status: 'Least concern', region: 'Wales', count: 412 },
  { id: 2, species: 'Corncrake', status: 'Near threatened', region: 'Hebrides', count: 37 },
  { id: 3, species: 'Capercaillie', status: 'Endangered', region: 'Highlands', count: 19 },
  { id: 4, species: 'Osprey', status: 'Least concern', region: 'Highlands', count: 88 },
];

const columns: GridColDef[] = [
  { field: 'species', headerName: 'Species', flex: 1, minWidth: 130 },
  { field: 'status', headerName: 'Status', width: 150 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'count', headerName: 'Count', type: 'number', width: 90 },
];

export default function ReorderMenuItems() {
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: FilterFirstMenu }} hideFooter />
    </div>
  );
}
