import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
// Solar panel output (kW) on a clear day, from a pure bell-shaped function.
const output = hours.map((_, hour) => Math.max(0, Math.round(4.2 * Math.exp(-((hour - 13) ** 2) / 12) * 10) / 10));

export default function GradientArea() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: hours, tickLabelInterval: (_value, index) => index % 6 === 0 }]}
        yAxis={[{ min: 0 }]}
        series={[{ id: 'solar', label: 'Output', data: output, area: true, showMark: false, color: '#f57c00', valueFormatter: (value) => `${value} kW` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, right: 20 }}
        // The fill refers to the gradient declared below by its id.
        sx={{ '& .MuiAreaElement-series-solar': { fill: 'url(#solarGradient)' } }}
      >
        {/* Children are rendered inside the chart's SVG, so they can declare <defs>. */}
        <defs>
          <linearGradient id="solarGradient" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#f57c00" stopOpacity={0.7} />
            <stop offset="100%" stopColor="#f57c00" stopOpacity={0.05} />
          </linearGradient>
        </defs>
      </LineChart>
    </div>
  );
}
