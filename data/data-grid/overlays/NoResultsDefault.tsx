import * as React from 'react';
import { DataGrid, GridToolbarContainer, GridToolbarQuickFilter, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Trail', flex: 1, minWidth: 150 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 120 },
  { field: 'level', headerName: 'Level', width: 110 },
];

const trails = [
  { id: 1, name: 'Lakeshore loop', km: 6.2, level: 'Easy' },
  { id: 2, name: 'Ridge traverse', km: 14.8, level: 'Hard' },
  { id: 3, name: 'Beech wood walk', km: 3.5, level: 'Easy' },
  { id: 4, name: 'Summit path', km: 9.1, level: 'Medium' },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

// The search starts with a word no trail matches; clear it to see the rows again.
export default function NoResultsDefault() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={trails}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['waterfall'] } } }}
        localeText={{ noResultsOverlayLabel: 'No trail matches this search.' }}
        hideFooter
      />
    </div>
  );
}
