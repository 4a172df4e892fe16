import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'species', headerName: 'Species', flex: 1, minWidth: 140 },
  { field: 'count', headerName: 'Count', type: 'number', width: 90 },
];

const species = ['Blackbird', 'Robin', 'Wren', 'Blue tit', 'Great tit', 'Chaffinch', 'Goldfinch', 'Dunnock'];

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  species: species[index % species.length] ?? 'Sparrow',
  count: 1 + ((index * 7) % 12),
}));

export default function CommunityPagination() {
  // The MIT grid always paginates; pages of up to 100 rows, here 10.
  return (
    <div style={{ height: 380 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
        density="compact"
      />
    </div>
  );
}
