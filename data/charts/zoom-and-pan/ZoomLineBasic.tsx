import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
// Adds the `zoom` option to the axis types (the package does not load it on its own).
import type {} from '@mui/x-charts-pro/typeOverloads';

// A small seeded generator (mulberry32): the same "random" year on every render.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Daily visitors of a city museum over a year: a seasonal wave, weekends and noise.
const random = seeded(11);
const days = Array.from({ length: 365 }, (_, index) => new Date(2024, 0, 1 + index));
const visitors = days.map((day, index) => {
  const season = 900 + 500 * Math.sin(((index - 80) / 365) * 2 * Math.PI);
  const weekend = day.getDay() === 0 || day.getDay() === 6 ? 1.5 : 1;
  return Math.round(season * weekend * (0.85 + random() * 0.3));
});

export default function ZoomLineBasic() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChartPro
        height={320}
        // zoom on the x-axis: wheel or pinch over the plot to zoom, drag to pan.
        xAxis={[{ scaleType: 'time', data: days, zoom: true }]}
        series={[{ label: 'Visitors', data: visitors, showMark: false }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
