import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Orders of a shop (hundreds). Last year is complete; this year stops in September, and the
// shop was closed for works in May, so that month has no value at all.
const lastYear = [31, 28, 34, 36, 38, 35, 30, 27, 36, 41, 52, 66];
const thisYear = [33, 32, 37, 41, null, 39, 36, 33, 42];
// A delivery service the shop started offering in April: nothing before.
const delivery = [null, null, null, 4, 7, 9, 12, 12, 15];

const hundreds = (value: number | null) => (value === null ? 'no data' : `${value * 100} orders`);

export default function SkipMissingPoints() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { label: 'Last year', data: lastYear, color: '#9e9e9e', valueFormatter: hundreds },
          { label: 'This year', data: thisYear, valueFormatter: hundreds },
          { label: 'Delivery', data: delivery, valueFormatter: hundreds },
        ]}
        grid={{ horizontal: true }}
        // Room for the legend when it wraps onto two rows on a phone.
        margin={{ top: 70 }}
      />
    </div>
  );
}
