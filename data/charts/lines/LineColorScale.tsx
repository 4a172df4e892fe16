import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => `${index + 1} Jan`);
// Minimum temperature in a mountain village, °C.
const minimum = [2, 1, -1, -4, -6, -3, 0, 3, 4, 1, -2, -5, -2, 1];

export default function LineColorScale() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days, tickLabelInterval: (_day, index) => index % 3 === 0 }]}
        yAxis={[
          {
            // The line, its area and its marks take the color of their y value:
            // blue below 0 °C, orange from 0 °C.
            colorMap: { type: 'piecewise', thresholds: [0], colors: ['#1e88e5', '#f4511e'] },
            valueFormatter: (value: number) => `${value} °C`,
          },
        ]}
        series={[{ label: 'Minimum', data: minimum, area: true, baseline: 0, valueFormatter: (value) => `${value} °C` }]}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
        margin={{ left: 55 }}
      />
    </div>
  );
}
