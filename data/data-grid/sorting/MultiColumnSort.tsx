import * as React from 'react';
import { DataGridPro, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'runner', headerName: 'Runner', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'club', headerName: 'Club', width: 150 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, runner: 'Inès Laurent', category: 'W40', club: 'Rhône Striders', minutes: 47.2 },
  { id: 2, runner: 'Jonas Berg', category: 'M35', club: 'Fjord Runners', minutes: 41.8 },
  { id: 3, runner: 'Amara Obi', category: 'W40', club: 'Harbour Harriers', minutes: 44.9 },
  { id: 4, runner: 'Diego Sanz', category: 'M35', club: 'Rhône Striders', minutes: 43.5 },
  { id: 5, runner: 'Hana Sato', category: 'W20', club: 'Fjord Runners', minutes: 39.6 },
  { id: 6, runner: 'Piotr Zieliński', category: 'M35', club: 'Harbour Harriers', minutes: 40.3 },
  { id: 7, runner: 'Grace Mensah', category: 'W20', club: 'Rhône Striders', minutes: 42.1 },
];

export default function MultiColumnSort() {
  // First by category, then by time inside each category.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'category', sort: 'asc' },
    { field: 'minutes', sort: 'asc' },
  ]);

  return (
    <div style={{ height: 480, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 432 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </div>
      <div style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 14, lineHeight: '40px' }}>
        {sortModel.length === 0
          ? 'Not sorted'
          : `Sorted by ${sortModel.map((item) => `${item.field} ${item.sort === 'desc' ? '↓' : '↑'}`).join(', then ')}`}
      </div>
    </div>
  );
}
