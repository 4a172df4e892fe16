import * as React from 'react';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'loans', headerName: 'Loans', type: 'number', width: 90 },
];

const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, loans: 41 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, loans: 37 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, loans: 22 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, loans: 29 },
  { id: 5, title: 'Roadside Picnic', author: 'Arkady and Boris Strugatsky', year: 1972, loans: 18 },
];

// GridToolbar brings columns, filters, density and export; its Export menu offers CSV and print.
export default function ExportDefaultToolbar() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} hideFooter />
    </div>
  );
}
