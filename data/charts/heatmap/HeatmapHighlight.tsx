import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const hours = ['6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20'];
const lanes = ['Pool A', 'Pool B', 'Pool C'];
// Swimmers per lane and hour at a public pool on a Saturday, as [hourIndex, laneIndex, swimmers].
const busiest = [4, 9, 14, 18, 22, 25, 21, 17, 19, 24, 26, 20, 15, 9, 5];
const swimmers: [number, number, number][] = busiest.flatMap((peak, hour) =>
  lanes.map((_, lane): [number, number, number] => [hour, lane, Math.max(0, peak - lane * 3 + ((hour + lane) % 4))]),
);

export default function HeatmapHighlight() {
  return (
    <div style={{ height: 240, width: '100%' }}>
      <Heatmap
        height={240}
        xAxis={[{ data: hours, valueFormatter: (hour: string) => `${hour}:00` }]}
        yAxis={[{ data: lanes }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 30, color: ['#e0f7fa', '#006064'] } }]}
        series={[
          {
            data: swimmers,
            valueFormatter: (cell) => `${cell?.[2]} swimmers`,
            // Hovering a cell highlights it and fades every other cell.
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        margin={{ top: 10, left: 60 }}
      />
    </div>
  );
}
