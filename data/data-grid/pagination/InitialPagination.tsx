import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'chapter', headerName: 'Chapter', type: 'number', width: 100 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
];

const titles = ['Arrival', 'The harbour', 'Letters', 'Winter', 'The storm', 'A visitor', 'Departure'];

const rows = Array.from({ length: 28 }, (_, index) => ({
  id: index + 1,
  chapter: index + 1,
  title: `${titles[index % titles.length] ?? 'Untitled'} (${Math.floor(index / titles.length) + 1})`,
}));

export default function InitialPagination() {
  // Opens on the third page (page indexes start at 0) of six-row pages.
  return (
    <div style={{ height: 330 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { page: 2, pageSize: 6 } } }}
        pageSizeOptions={[6, 12]}
        density="compact"
      />
    </div>
  );
}
