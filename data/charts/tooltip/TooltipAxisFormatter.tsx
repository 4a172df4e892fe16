import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily visitors of a botanical garden over two weeks in spring, with a baseline that is only a guide.
const days = Array.from({ length: 14 }, (_, index) => new Date(2024, 3, 1 + index));
const visitors = [420, 380, 455, 470, 690, 1210, 1340, 460, 440, 500, 530, 720, 1390, 1280];

export default function TooltipAxisFormatter() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[
          {
            scaleType: 'point',
            data: days,
            // Short dates on the ticks, the full day in the tooltip header.
            valueFormatter: (date: Date, context) =>
              context.location === 'tick'
                ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })
                : date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' }),
            tickLabelInterval: (_date, index) => index % 3 === 0,
          },
        ]}
        series={[
          { label: 'Visitors', data: visitors },
          // A guide line that needs no row in the tooltip: its formatter returns null.
          { label: 'Weekday average', data: Array(14).fill(460), color: '#9e9e9e', showMark: false, valueFormatter: () => null },
        ]}
        grid={{ horizontal: true }}
        margin={{ top: 70 }}
      />
    </div>
  );
}
