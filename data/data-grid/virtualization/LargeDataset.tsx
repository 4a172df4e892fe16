import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

// A small seeded generator (mulberry32): the same "random" data on every render and reload.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sensors = ['North hall', 'South hall', 'Roof', 'Cellar', 'Server room', 'Lobby'];
const HOURS = 24;
const ROW_COUNT = 10000;

// 2 fixed columns + one column per hour of the day.
const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  { field: 'day', headerName: 'Day', type: 'number', width: 80 },
  ...Array.from({ length: HOURS }, (_, hour) => ({
    field: `h${hour}`,
    headerName: `${String(hour).padStart(2, '0')}:00`,
    type: 'number' as const,
    width: 80,
  })),
];

const random = createRandom(42);
const rows = Array.from({ length: ROW_COUNT }, (_, index) => {
  const row: Record<string, string | number> = {
    id: index,
    sensor: sensors[index % sensors.length] ?? '',
    day: Math.floor(index / sensors.length) + 1,
  };
  for (let hour = 0; hour < HOURS; hour += 1) {
    row[`h${hour}`] = Math.round((14 + 8 * random()) * 10) / 10;
  }
  return row;
});

export default function LargeDataset() {
  return (
    <div style={{ height: 460 }}>
      {/* 10,000 rows x 26 columns = 260,000 cells, but only the visible ones are in the DOM. */}
      <DataGridPro
        rows={rows}
        columns={columns}
        rowBufferPx={300}
        initialState={{ pinnedColumns: { left: ['sensor', 'day'] } }}
        density="compact"
      />
    </div>
  );
}
