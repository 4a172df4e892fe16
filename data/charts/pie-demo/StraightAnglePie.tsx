import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Star ratings left by 1,000 guests of a holiday flat.
const ratings = [
  { id: 5, value: 540, label: '5 stars', color: '#2e7d32' },
  { id: 4, value: 260, label: '4 stars', color: '#7cb342' },
  { id: 3, value: 110, label: '3 stars', color: '#fbc02d' },
  { id: 2, value: 50, label: '2 stars', color: '#fb8c00' },
  { id: 1, value: 40, label: '1 star', color: '#e53935' },
];

export default function StraightAnglePie() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      <PieChart
        height={260}
        series={[
          {
            data: ratings,
            // A straight angle: the slices fill the top half of the circle, from -90° (left) to 90° (right).
            startAngle: -90,
            endAngle: 90,
            // The flat side sits at the bottom of the drawing area.
            cy: '100%',
            // '100%' is half the smaller side of the drawing area, made for a full circle; a half
            // circle standing on its flat side can be larger, as long as it fits the width.
            outerRadius: '150%',
            valueFormatter: (item) => `${item.value} guests`,
          },
        ]}
        margin={{ top: 10, right: 10, bottom: 60, left: 10 }}
        slotProps={{ legend: { direction: 'row', position: { vertical: 'bottom', horizontal: 'middle' }, padding: 0 } }}
      />
    </div>
  );
}
