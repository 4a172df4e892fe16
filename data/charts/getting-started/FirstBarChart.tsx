import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

export default function FirstBarChart() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChart
        height={300}
        // The category axis: one band per weekday.
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        // Two series: one bar per weekday each, grouped side by side.
        series={[
          { label: 'New visitors', data: [120, 98, 143, 165, 131] },
          { label: 'Returning visitors', data: [80, 91, 77, 102, 95] },
        ]}
      />
    </div>
  );
}
