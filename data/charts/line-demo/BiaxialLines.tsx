import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// An ice cream stand: average temperature (°C) and cones sold per day.
const temperature = [3, 4, 8, 12, 16, 20, 23, 22, 18, 13, 7, 4];
const cones = [20, 25, 60, 110, 190, 310, 420, 400, 240, 120, 45, 30];

export default function BiaxialLines() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months, tickLabelInterval: (_value, index) => index % 2 === 0 }]}
        yAxis={[
          { id: 'temperature', label: '°C', min: 0, max: 25 },
          { id: 'cones', label: 'cones', min: 0, max: 500 },
        ]}
        series={[
          { label: 'Temperature', data: temperature, yAxisId: 'temperature', color: '#ef6c00', valueFormatter: (value) => `${value} °C` },
          { label: 'Cones per day', data: cones, yAxisId: 'cones', color: '#6d4c41', valueFormatter: (value) => `${value} cones` },
        ]}
        // The first y-axis is drawn on the left by default; the second needs rightAxis.
        leftAxis="temperature"
        rightAxis="cones"
        margin={{ left: 45, right: 55 }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
