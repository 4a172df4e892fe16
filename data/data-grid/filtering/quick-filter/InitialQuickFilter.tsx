import * as React from 'react';
import { DataGrid, GridToolbarContainer, GridToolbarQuickFilter, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 180 },
  { field: 'speaker', headerName: 'Speaker', width: 130 },
  { field: 'track', headerName: 'Track', width: 110 },
];

const rows = [
  { id: 1, title: 'Typed forms without the pain', speaker: 'Ada Kim', track: 'Frontend' },
  { id: 2, title: 'Postgres for the curious', speaker: 'Jon Ruiz', track: 'Data' },
  { id: 3, title: 'Accessible charts', speaker: 'Mei Lin', track: 'Frontend' },
  { id: 4, title: 'Queues you can trust', speaker: 'Sam Diaz', track: 'Backend' },
  { id: 5, title: 'Testing data pipelines', speaker: 'Ada Kim', track: 'Data' },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function InitialQuickFilter() {
  // The search field opens with "data": it shows the words of quickFilterValues.
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['data'] } } }}
        hideFooter
      />
    </div>
  );
}
