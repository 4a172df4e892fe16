import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Orders (thousands) of a small roastery, by sales channel.
const formatOrders = (value: number | null) => (value === null ? '' : `${value}k orders`);

export default function QuarterlyBars() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { label: 'Web shop', data: [18, 22, 19, 31], valueFormatter: formatOrders },
          { label: 'Cafés', data: [12, 14, 17, 15], valueFormatter: formatOrders },
          { label: 'Wholesale', data: [7, 6, 9, 11], valueFormatter: formatOrders },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
