import * as React from 'react';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Stock {
  id: string;
  name: string;
  closes: number[]; // last ten closing prices, oldest first
}

const rows: Stock[] = [
  { id: 'ORCA', name: 'Orca Shipping', closes: [41, 42, 40, 43, 45, 44, 46, 47, 46, 49] },
  { id: 'LUMN', name: 'Lumen Solar', closes: [18, 17, 17, 16, 15, 16, 14, 13, 14, 12] },
  { id: 'QUIL', name: 'Quill Software', closes: [88, 90, 87, 91, 89, 92, 94, 93, 95, 96] },
  { id: 'TERR', name: 'Terra Foods', closes: [27, 27, 28, 26, 27, 28, 27, 28, 28, 27] },
];

const columns: GridColDef<Stock>[] = [
  { field: 'id', headerName: 'Ticker', width: 80 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 130 },
  {
    field: 'closes',
    headerName: 'Last 10 days',
    width: 150,
    sortable: false,
    filterable: false,
    display: 'flex',
    // The export and the clipboard get the numbers, not the drawing.
    valueFormatter: (value: number[]) => value.join(' '),
    renderCell: (params) => (
      <SparkLineChart data={params.value ?? []} width={130} height={36} curve="linear" />
    ),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 90,
    // Derived from the same array, so it can be sorted while the chart cannot.
    valueGetter: (_value, row) => (row.closes.at(-1) ?? 0) - (row.closes[0] ?? 0),
    valueFormatter: (value: number) => (value > 0 ? `+${value}` : String(value)),
  },
];

export default function SparklineColumn() {
  return (
    <div style={{ height: 300 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
