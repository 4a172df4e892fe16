import * as React from 'react';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  shelf: string;
  pages: number;
}

const titles = ['Salt Roads', 'Paper Moons', 'The Quiet Lock', 'Nine Lanterns', 'Glass Orchard', 'Low Tide', 'Copper Hill', 'Winter Ledger', 'Stone Choir', 'Blue Attic', 'Ferry Lights', 'Tin Garden'];

// Deterministic data: the values depend only on the index.
const rows: Book[] = titles.map((title, index) => ({
  id: index + 1,
  title,
  shelf: `${String.fromCharCode(65 + (index % 4))}-${(index * 7) % 10}`,
  pages: 120 + ((index * 83) % 400),
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
  { field: 'shelf', headerName: 'Shelf', width: 90 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

// The parity comes from the position on the page, not from the id,
// so the stripes stay regular after sorting, filtering or paging.
const getStripe = (params: GridRowClassNameParams<Book>) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd';

export default function StripedRows() {
  return (
    <div style={{ height: 400 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getStripe}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
        pageSizeOptions={[8, 12]}
        sx={{
          '& .odd': { bgcolor: 'action.hover' },
          // The default hover colour equals the stripe, so odd rows get a stronger one.
          '& .odd:hover': { bgcolor: 'action.selected' },
        }}
      />
    </div>
  );
}
