import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Campaign {
  id: number;
  name: string;
  revenue: number;
  conversion: number; // a fraction: 0.042 is 4.2 %
  started: Date;
}

const rows: Campaign[] = [
  { id: 1, name: 'Spring newsletter', revenue: 18250, conversion: 0.042, started: new Date(2024, 2, 4) },
  { id: 2, name: 'Search ads', revenue: 40990.5, conversion: 0.0185, started: new Date(2024, 0, 15) },
  { id: 3, name: 'Podcast sponsorship', revenue: 9100, conversion: 0.0071, started: new Date(2024, 3, 1) },
  { id: 4, name: 'Referral bonus', revenue: 12675.25, conversion: 0.113, started: new Date(2023, 10, 20) },
];

// Formatters are created once, outside the columns: valueFormatter runs for every visible cell.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1 });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

const columns: GridColDef<Campaign>[] = [
  { field: 'name', headerName: 'Campaign', flex: 1, minWidth: 160 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, valueFormatter: (value: number) => usd.format(value) },
  {
    field: 'conversion',
    headerName: 'Conversion',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'started',
    headerName: 'Started',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => monthYear.format(value),
  },
];

export default function ValueFormatterRates() {
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
