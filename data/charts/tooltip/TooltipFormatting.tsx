import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Heart rate (bpm) and pace (min/km) during a 30-minute run, one reading every 5 minutes.
const minutes = [0, 5, 10, 15, 20, 25, 30];
const heartRate = [92, 141, 152, 158, 161, 166, 148];
const pace = [6.5, 5.6, 5.4, 5.3, 5.3, 5.1, 5.9];

const formatPace = (value: number) => `${Math.floor(value)}:${String(Math.round((value % 1) * 60)).padStart(2, '0')}`;

export default function TooltipFormatting() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[
          {
            data: minutes,
            scaleType: 'point',
            // The axis formatter writes the tooltip header; `location` tells ticks from tooltip.
            valueFormatter: (value: number, context) => (context.location === 'tooltip' ? `After ${value} minutes` : `${value}'`),
          },
        ]}
        yAxis={[
          { id: 'bpm', min: 80, max: 180 },
          { id: 'pace', min: 4, max: 7 },
        ]}
        series={[
          {
            yAxisId: 'bpm',
            data: heartRate,
            // A label function can say more in the tooltip than in the legend.
            label: (location) => (location === 'legend' ? 'Heart rate' : 'Heart rate (bpm)'),
            valueFormatter: (value) => `${value} bpm`,
          },
          {
            yAxisId: 'pace',
            data: pace,
            label: 'Pace',
            // Returning null removes the row from the tooltip, here for the warm-up reading.
            valueFormatter: (value, context) => (value === null || context.dataIndex === 0 ? null : `${formatPace(value)} /km`),
          },
        ]}
        rightAxis="pace"
        margin={{ right: 50 }}
      />
    </div>
  );
}
