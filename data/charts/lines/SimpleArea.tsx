import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// How full a reservoir is, in percent, at the start of each month.
const filling = [71, 78, 86, 92, 90, 81, 66, 52, 45, 49, 58, 66];

export default function SimpleArea() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value} %` }]}
        series={[{ label: 'Reservoir level', data: filling, area: true, showMark: false, color: '#0288d1', valueFormatter: (value) => `${value} %` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ left: 55 }}
      />
    </div>
  );
}
