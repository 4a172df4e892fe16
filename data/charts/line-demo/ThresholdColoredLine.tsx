import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Water temperature (°C) of a lake, measured every two hours over one day.
const hours = Array.from({ length: 13 }, (_, index) => `${index * 2}h`);
const temperature = [17.2, 16.8, 16.5, 16.9, 18.1, 20.4, 22.6, 24.1, 24.8, 23.5, 21.2, 19.0, 17.8];

export default function ThresholdColoredLine() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[
          {
            min: 14,
            max: 26,
            // With a color map on the y-axis, the line and area get a gradient
            // that changes color where the values cross the thresholds.
            colorMap: { type: 'piecewise', thresholds: [18, 22], colors: ['#1e88e5', '#43a047', '#e53935'] },
          },
        ]}
        series={[{ label: 'Water', data: temperature, area: true, baseline: 'min', valueFormatter: (value) => `${value} °C` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, right: 20 }}
        sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.25 } }}
      />
    </div>
  );
}
