import * as React from 'react';
import { DataGrid, GridToolbar, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'species', headerName: 'Species', flex: 1, minWidth: 130 },
  { field: 'habitat', headerName: 'Habitat', width: 120 },
  { field: 'count', headerName: 'Count', type: 'number', width: 100 },
  { field: 'year', headerName: 'Survey year', type: 'number', width: 120, valueFormatter: (value: number) => String(value) },
];

const species = ['Otter', 'Kingfisher', 'Dormouse', 'Natterjack toad', 'Barn owl', 'Water vole', 'Red squirrel'];
const habitats = ['Wetland', 'River', 'Woodland', 'Heath'];
const rows = Array.from({ length: 21 }, (_, index) => ({
  id: index + 1,
  species: species[index % species.length],
  habitat: habitats[(index * 3) % habitats.length],
  count: 4 + ((index * 37) % 60),
  year: 2022 + (index % 3),
}));

// Starting values only: users change all of them afterwards, and the grid keeps their choices.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'count', sort: 'desc' }] },
  filter: { filterModel: { items: [{ field: 'year', operator: '=', value: 2024 }] } },
  pagination: { paginationModel: { pageSize: 5, page: 0 } },
  columns: { columnVisibilityModel: { id: false } },
  density: 'compact',
};

export default function InitializeState() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={initialState}
        pageSizeOptions={[5, 10]}
        slots={{ toolbar: GridToolbar }}
      />
    </div>
  );
}
