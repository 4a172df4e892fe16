import * as React from 'react';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Book', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  // A plain column: years read better without a thousands separator, and still sort as numbers.
  { field: 'year', headerName: 'Year', width: 100, align: 'right', headerAlign: 'right' },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
];

const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, rating: 4.2 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, rating: 4.3 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, rating: 4.0 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, rating: 4.2 },
  { id: 5, title: 'Parable of the Sower', author: 'Octavia E. Butler', year: 1993, rating: 4.4 },
  { id: 6, title: 'Roadside Picnic', author: 'Arkady and Boris Strugatsky', year: 1972, rating: 4.1 },
];

export default function InitialSort() {
  // Controlled, so the current order can be shown (or stored in the URL).
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'year', sort: 'desc' }]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 372 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </div>
      {/* A fixed height: a long model scrolls sideways instead of pushing the page down. */}
      <pre style={{ margin: 0, height: 48, overflow: 'auto', fontSize: 13, lineHeight: '20px' }}>
        <code>sortModel: {JSON.stringify(sortModel)}</code>
      </pre>
    </div>
  );
}
