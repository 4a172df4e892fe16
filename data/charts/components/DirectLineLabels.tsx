import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Share of trips (%) by mode of transport in a mid-sized city.
const modes = [
  { id: 'car', label: 'Car', data: [58, 56, 52, 50, 47, 45, 42], color: '#546e7a' },
  { id: 'bike', label: 'Bike', data: [14, 16, 21, 22, 24, 26, 28], color: '#2e7d32' },
  { id: 'transit', label: 'Transit', data: [20, 20, 17, 19, 20, 20, 21], color: '#6a1b9a' },
  { id: 'walk', label: 'Walk', data: [8, 8, 10, 9, 9, 9, 9], color: '#ef6c00' },
];

// Labels at the end of each line replace the legend: readers do not have to match colors.
function EndLabels() {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const lastYear = years[years.length - 1] ?? 0;
  return (
    <g>
      {modes.map((mode) => {
        const last = mode.data[mode.data.length - 1] ?? 0;
        return (
          <text key={mode.id} x={xScale(lastYear) + 6} y={yScale(last)} dominantBaseline="central" fontSize={12} fontWeight={600} fill={mode.color}>
            {mode.label} {last}%
          </text>
        );
      })}
    </g>
  );
}

export default function DirectLineLabels() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ data: years, scaleType: 'linear', valueFormatter: (year: number) => `${year}`, tickMinStep: 1 }]}
        yAxis={[{ min: 0, max: 60 }]}
        series={modes.map((mode) => ({ ...mode, showMark: false, valueFormatter: (value: number | null) => `${value}%` }))}
        slotProps={{ legend: { hidden: true } }}
        // The right margin leaves room for the labels.
        margin={{ top: 20, right: 90, left: 40 }}
      >
        <EndLabels />
      </LineChart>
    </div>
  );
}
