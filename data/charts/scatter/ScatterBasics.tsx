import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Flats listed for rent in two neighbourhoods: floor area (m²) and monthly rent (€).
const harbour = [
  { id: 'h1', x: 38, y: 890 },
  { id: 'h2', x: 45, y: 1020 },
  { id: 'h3', x: 52, y: 1180 },
  { id: 'h4', x: 61, y: 1290 },
  { id: 'h5', x: 70, y: 1540 },
  { id: 'h6', x: 84, y: 1720 },
  { id: 'h7', x: 95, y: 1980 },
  { id: 'h8', x: 58, y: 1400 },
];
const hillside = [
  { id: 'k1', x: 42, y: 720 },
  { id: 'k2', x: 55, y: 860 },
  { id: 'k3', x: 63, y: 910 },
  { id: 'k4', x: 74, y: 1080 },
  { id: 'k5', x: 88, y: 1190 },
  { id: 'k6', x: 102, y: 1390 },
  { id: 'k7', x: 118, y: 1520 },
  { id: 'k8', x: 67, y: 1010 },
];

const describe = (point: { x: number; y: number }) => `${point.x} m², €${point.y} a month`;

export default function ScatterBasics() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}` }]}
        series={[
          { label: 'Harbour', data: harbour, valueFormatter: describe },
          { label: 'Hillside', data: hillside, valueFormatter: describe },
        ]}
        margin={{ left: 60 }}
      />
    </div>
  );
}
