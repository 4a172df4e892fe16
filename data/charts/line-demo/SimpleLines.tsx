import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Median page load time of a web shop, in seconds, by device.
const seconds = (value: number | null) => (value === null ? '' : `${value} s`);

export default function SimpleLines() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, valueFormatter: (value: number) => `${value} s` }]}
        series={[
          { label: 'Phones', data: [3.8, 3.6, 3.9, 3.1, 2.7, 2.6, 2.4, 2.3], valueFormatter: seconds },
          { label: 'Desktops', data: [1.9, 1.8, 2.0, 1.6, 1.4, 1.4, 1.3, 1.2], valueFormatter: seconds },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
