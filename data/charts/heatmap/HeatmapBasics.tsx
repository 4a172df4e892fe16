import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['8–10', '10–12', '12–14', '14–16', '16–18', '18–20'];

// Support tickets opened per weekday and time slot over a quarter, as [dayIndex, slotIndex, tickets].
const tickets: [number, number, number][] = [
  [0, 0, 88], [0, 1, 140], [0, 2, 110], [0, 3, 121], [0, 4, 152], [0, 5, 79],
  [1, 0, 80], [1, 1, 125], [1, 2, 96], [1, 3, 108], [1, 4, 134], [1, 5, 70],
  [2, 0, 71], [2, 1, 112], [2, 2, 88], [2, 3, 97], [2, 4, 126], [2, 5, 63],
  [3, 0, 75], [3, 1, 118], [3, 2, 92], [3, 3, 104], [3, 4, 129], [3, 5, 66],
  [4, 0, 66], [4, 1, 106], [4, 2, 83], [4, 3, 93], [4, 4, 117], [4, 5, 58],
  [5, 0, 39], [5, 1, 62], [5, 2, 49], [5, 3, 53], [5, 4, 67], [5, 5, 34],
  [6, 0, 28], [6, 1, 45], [6, 2, 35], [6, 3, 39], [6, 4, 49], [6, 5, 25],
];

export default function HeatmapBasics() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <Heatmap
        height={320}
        // Both axes are band axes, and both need their categories in `data`.
        xAxis={[{ data: days }]}
        yAxis={[{ data: slots }]}
        // The tickets reach about 150: without this z-axis, the color scale would stop at 100.
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 160, color: ['#e3f2fd', '#0d47a1'] } }]}
        series={[{ data: tickets, label: 'Tickets', valueFormatter: (cell) => `${cell?.[2]} tickets` }]}
        margin={{ top: 10, left: 60 }}
      />
    </div>
  );
}
