import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
// Hourly air quality index next to a ring road: traffic peaks in the morning and evening.
const index = [22, 19, 17, 16, 18, 31, 58, 84, 91, 72, 55, 48, 46, 44, 47, 56, 78, 96, 88, 64, 45, 36, 29, 25];

export default function AreaFillByValue() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours, tickLabelInterval: (_hour, position) => position % 4 === 0 }]}
        yAxis={[
          {
            min: 0,
            max: 100,
            // A continuous map: every height gets its own color, from green (clean) to red.
            colorMap: { type: 'continuous', min: 10, max: 100, color: ['#43a047', '#e53935'] },
          },
        ]}
        series={[{ label: 'Air quality index', data: index, area: true, showMark: false, valueFormatter: (value) => `AQI ${value}` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
