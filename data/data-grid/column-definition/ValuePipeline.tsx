import * as React from 'react';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  hours: number;
  rate: number;
  issued: string; // ISO date string, as an API would send it
}

const rows: Invoice[] = [
  { id: 'INV-301', client: 'Nordlicht GmbH', hours: 12.5, rate: 80, issued: '2024-02-03' },
  { id: 'INV-302', client: 'Pampa Foods', hours: 4, rate: 95, issued: '2024-02-11' },
  { id: 'INV-303', client: 'Kestrel Labs', hours: 30, rate: 72, issued: '2024-01-27' },
];

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 130 },
  // Not a property of the row: the value only exists through valueGetter.
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.hours * row.rate,
    valueFormatter: (value: number) => euro.format(value),
  },
  // A string in the data, a Date for the grid: date sorting and filtering work.
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    valueGetter: (value: string) => new Date(value),
  },
];

export default function ValuePipeline() {
  const [clicked, setClicked] = React.useState('Click a cell');

  const handleCellClick = (params: GridCellParams<Invoice>) => {
    const raw = params.row[params.field as keyof Invoice];
    setClicked(
      `${params.field}: row ${JSON.stringify(raw ?? null)} → value ${JSON.stringify(params.value)} → shown "${String(params.formattedValue)}"`,
    );
  };

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 260 }}>
        <DataGrid rows={rows} columns={columns} onCellClick={handleCellClick} hideFooter />
      </div>
      <pre style={{ margin: 0, height: 52, overflow: 'auto', fontSize: 13, whiteSpace: 'pre-wrap' }}>
        <code>{clicked}</code>
      </pre>
    </div>
  );
}
