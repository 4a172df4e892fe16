import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Rows from an API rarely have an `id` field: these are keyed by `code`.
interface Airport {
  code: string;
  name: string;
  country: string;
  passengers: number;
  opened: string;
}

const airports: Airport[] = [
  { code: 'HND', name: 'Haneda', country: 'Japan', passengers: 78719302, opened: '1931-08-25' },
  { code: 'IST', name: 'Istanbul', country: 'Türkiye', passengers: 76027321, opened: '2018-10-29' },
  { code: 'DEL', name: 'Indira Gandhi', country: 'India', passengers: 73645772, opened: '1962-05-02' },
  { code: 'GRU', name: 'Guarulhos', country: 'Brazil', passengers: 41339428, opened: '1985-01-20' },
  { code: 'JNB', name: 'O. R. Tambo', country: 'South Africa', passengers: 18590000, opened: '1952-07-01' },
];

// Typed with the row interface: `field`, `row` and `value` are checked by TypeScript.
const columns: GridColDef<Airport>[] = [
  { field: 'code', headerName: 'Code', width: 80 },
  { field: 'name', headerName: 'Airport', width: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'passengers',
    headerName: 'Passengers (M)',
    type: 'number',
    width: 140,
    // The raw value stays exact for sorting; only the display is rounded.
    valueFormatter: (value: number) => (value / 1_000_000).toFixed(1),
  },
  {
    field: 'opened',
    headerName: 'Opened',
    type: 'date',
    width: 120,
    // A date column needs Date objects: convert the ISO string here (as local midnight).
    valueGetter: (value: string) => new Date(`${value}T00:00`),
  },
];

const getRowId = (row: Airport) => row.code;

export default function KeyedByCode() {
  return (
    <div style={{ height: 360 }}>
      <DataGrid rows={airports} columns={columns} getRowId={getRowId} hideFooter />
    </div>
  );
}
