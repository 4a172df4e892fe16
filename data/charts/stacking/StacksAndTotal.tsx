import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Orders of a meal-kit service by channel, and last year's total for comparison.
const app = [420, 450, 470, 520, 560, 600, 640, 700];
const web = [300, 310, 290, 300, 320, 310, 330, 340];
const phone = [60, 55, 52, 50, 45, 44, 40, 38];
const lastYear = [700, 740, 760, 800, 820, 850, 870, 900];

export default function StacksAndTotal() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: weeks }]}
        series={[
          { id: 'app', label: 'App', data: app, stack: 'orders', area: true, showMark: false },
          { id: 'web', label: 'Web', data: web, stack: 'orders', area: true, showMark: false },
          { id: 'phone', label: 'Phone', data: phone, stack: 'orders', area: true, showMark: false },
          // No stack key: this series is drawn on its own, from zero.
          { id: 'last-year', label: 'Last year', data: lastYear, color: '#616161', showMark: false },
        ]}
        sx={{ '& .MuiLineElement-series-last-year': { strokeDasharray: '5 4' } }}
        margin={{ top: 70 }}
      />
    </div>
  );
}
