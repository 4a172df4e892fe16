import * as React from 'react';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'played', headerName: 'P', type: 'number', width: 60 },
  { field: 'homeWon', headerName: 'W', type: 'number', width: 60 },
  { field: 'homeLost', headerName: 'L', type: 'number', width: 60 },
  { field: 'awayWon', headerName: 'W', type: 'number', width: 60 },
  { field: 'awayLost', headerName: 'L', type: 'number', width: 60 },
  { field: 'points', headerName: 'Pts', type: 'number', width: 70 },
];

const rows = [
  { id: 1, team: 'Harbour City', played: 10, homeWon: 4, homeLost: 1, awayWon: 3, awayLost: 2, points: 21 },
  { id: 2, team: 'Northgate', played: 10, homeWon: 3, homeLost: 2, awayWon: 3, awayLost: 2, points: 18 },
  { id: 3, team: 'Red Valley', played: 10, homeWon: 5, homeLost: 0, awayWon: 0, awayLost: 5, points: 15 },
  { id: 4, team: 'Old Town', played: 10, homeWon: 2, homeLost: 3, awayWon: 1, awayLost: 4, points: 9 },
];

// Groups nest: "Season 2024-25" holds four groups, which hold the leaf columns. Every column
// sits at the same depth, so no group header cell is left empty.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'season',
    headerName: 'Season 2024-25',
    headerAlign: 'center',
    children: [
      { groupId: 'club', headerName: 'Club', children: [{ field: 'team' }, { field: 'played' }] },
      { groupId: 'home', headerName: 'Home', headerAlign: 'center', children: [{ field: 'homeWon' }, { field: 'homeLost' }] },
      { groupId: 'away', headerName: 'Away', headerAlign: 'center', children: [{ field: 'awayWon' }, { field: 'awayLost' }] },
      { groupId: 'total', headerName: 'Total', headerAlign: 'center', children: [{ field: 'points' }] },
    ],
  },
];

export default function NestedGroups() {
  return (
    <div style={{ height: 340 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={36}
        showColumnVerticalBorder
        hideFooter
      />
    </div>
  );
}
