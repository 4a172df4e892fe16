import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A seeded generator and a normal distribution (Box-Muller), so the cloud is the same on every render.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function cluster(seed: number, centerX: number, centerY: number, spread: number, count: number) {
  const random = seeded(seed);
  const normal = () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
  return Array.from({ length: count }, (_, index) => ({
    id: `${seed}-${index}`,
    x: Math.round((centerX + normal() * spread) * 100) / 100,
    y: Math.round((centerY + normal() * spread) * 100) / 100,
  }));
}

// 1,200 taxi drop-offs around three districts (km east and north of the station).
const series = [
  { label: 'Old town', data: cluster(7, 2, 3, 0.8, 500) },
  { label: 'Harbour', data: cluster(19, 6, 1.5, 1.1, 400) },
  { label: 'Campus', data: cluster(43, 4.5, 6, 0.7, 300) },
];

export default function LargeScatter() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <ScatterChart
        height={340}
        series={series.map((item) => ({
          ...item,
          markerSize: 2,
          highlightScope: { highlight: 'series', fade: 'global' } as const,
        }))}
        // With many small points, a short reach avoids tooltips for empty areas.
        voronoiMaxRadius={15}
        xAxis={[{ min: -1, max: 10 }]}
        yAxis={[{ min: -1, max: 9 }]}
      />
    </div>
  );
}
