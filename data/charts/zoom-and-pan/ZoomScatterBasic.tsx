import * as React from 'react';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
// Adds the `zoom` option to the axis types (the package does not load it on its own).
import type {} from '@mui/x-charts-pro/typeOverloads';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// 400 houses sold in a region: floor area (m²) and price (thousands of euros), from a seeded generator.
const random = seeded(5);
const houses = Array.from({ length: 400 }, (_, id) => {
  const area = Math.round(50 + random() * 200);
  const price = Math.round(area * (2.2 + random() * 1.6) + random() * 80);
  return { id, x: area, y: price };
});

export default function ZoomScatterBasic() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <ScatterChartPro
        height={320}
        // Both axes zoom: the wheel zooms around the pointer in both directions at once.
        xAxis={[{ zoom: true, label: 'Floor area (m²)' }]}
        yAxis={[{ zoom: true }]}
        series={[{ label: 'Houses', data: houses, markerSize: 3, valueFormatter: (house) => `${house.x} m², €${house.y}k` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
