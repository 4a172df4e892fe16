import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  sensor: string;
  time: string;
  value: number;
}

const sensors = ['Boiler room', 'Server rack', 'Cold store', 'Loading bay'];
const PAGE = 20;
const LIMIT = 200; // The "server" has 200 readings in total.

// Stands in for a request: the same page always returns the same rows.
function fetchPage(offset: number): Reading[] {
  return Array.from({ length: Math.min(PAGE, LIMIT - offset) }, (_, i) => {
    const n = offset + i;
    const minutes = n * 5;
    return {
      id: n + 1,
      sensor: sensors[n % sensors.length] ?? 'Unknown',
      time: `${String(8 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      value: Math.round((18 + ((n * 37) % 23) / 2) * 10) / 10,
    };
  });
}

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 130 },
  { field: 'value', headerName: 'Temp (°C)', type: 'number', width: 110 },
];

export default function InfiniteLoading() {
  const [rows, setRows] = React.useState<Reading[]>(() => fetchPage(0));

  // Fires when the user scrolls within `scrollEndThreshold` pixels of the last row.
  const handleRowsScrollEnd = () => {
    setRows((prev) => (prev.length >= LIMIT ? prev : [...prev, ...fetchPage(prev.length)]));
  };

  return (
    <div style={{ height: 400 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        onRowsScrollEnd={handleRowsScrollEnd}
        scrollEndThreshold={120}
        density="compact"
      />
    </div>
  );
}
