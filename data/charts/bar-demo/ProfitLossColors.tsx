import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly result of a ski rental shop, in thousands of euros.
const result = [48, 52, 31, 6, -12, -18, -15, -9, -4, 3, 22, 41];

export default function ProfitLossColors() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: months, tickLabelInterval: (_value, index) => index % 2 === 0 }]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value}k`,
            // A piecewise color map on the value axis colors each bar by its own value:
            // below 0 red, from 0 green.
            colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] },
          },
        ]}
        series={[{ label: 'Result', data: result, valueFormatter: (value) => (value === null ? '' : `€${value}k`) }]}
        borderRadius={3}
        grid={{ horizontal: true }}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
