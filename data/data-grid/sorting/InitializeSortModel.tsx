import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Film', flex: 1, minWidth: 150 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'score', headerName: 'Score', type: 'number', width: 90 },
];

const rows = [
  { id: 1, title: 'Spirited Away', year: 2001, minutes: 125, score: 8.6 },
  { id: 2, title: 'Amélie', year: 2001, minutes: 122, score: 8.3 },
  { id: 3, title: 'Parasite', year: 2019, minutes: 132, score: 8.5 },
  { id: 4, title: 'Roma', year: 2018, minutes: 135, score: 7.7 },
  { id: 5, title: 'Whiplash', year: 2014, minutes: 106, score: 8.5 },
];

export default function InitializeSortModel() {
  // A starting order only: after mount the grid owns the model and users change it freely.
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'score', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
