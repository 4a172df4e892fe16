import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'player', headerName: 'Player', flex: 1, minWidth: 130 },
  { field: 'goals', headerName: 'Goals', type: 'number', width: 90 },
  { field: 'assists', headerName: 'Assists', type: 'number', width: 90 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const rows = [
  { id: 1, player: 'L. Okafor', goals: 14, assists: 5, minutes: 2210 },
  { id: 2, player: 'M. Vidal', goals: 9, assists: 11, minutes: 2480 },
  { id: 3, player: 'J. Andersen', goals: 17, assists: 3, minutes: 1990 },
  { id: 4, player: 'T. Nakamura', goals: 6, assists: 12, minutes: 2650 },
];

export default function SortingOrderAll() {
  // Statistics are read from the top: the first click sorts descending, the second ascending.
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} sortingOrder={['desc', 'asc']} hideFooter />
    </div>
  );
}
