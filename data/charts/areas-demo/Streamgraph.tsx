import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 16 }, (_, index) => `W${index + 1}`);
// Plays per week of four podcast shows, from smooth pure functions.
const show = (peak: number, center: number, width: number) =>
  weeks.map((_, index) => Math.round(peak * Math.exp(-((index - center) ** 2) / width) + 20));

const series = [
  { label: 'Garden', data: show(300, 3, 8) },
  { label: 'History', data: show(420, 7, 12) },
  { label: 'Science', data: show(360, 10, 10) },
  { label: 'Cooking', data: show(280, 13, 6) },
];

export default function Streamgraph() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: weeks, tickLabelInterval: (_value, index) => index % 3 === 0 }]}
        // The y values of a streamgraph have no meaning on their own, so the axis is hidden.
        leftAxis={null}
        series={series.map((item) => ({
          ...item,
          stack: 'plays',
          area: true,
          showMark: false,
          curve: 'natural' as const,
          // 'wiggle' keeps the layers smooth; 'insideOut' puts the earliest peaks in the middle.
          stackOffset: 'wiggle' as const,
          stackOrder: 'insideOut' as const,
          valueFormatter: (value: number | null) => `${value} plays`,
        }))}
        margin={{ top: 80, left: 10, right: 10 }}
        axisHighlight={{ x: 'line' }}
      />
    </div>
  );
}
