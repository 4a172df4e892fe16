import * as React from 'react';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const teams = ['Design', 'Web', 'Mobile', 'Data'];
// Pull requests merged per team and week, as [weekIndex, teamIndex, count].
const merged: [number, number, number][] = [
  [0, 0, 4], [1, 0, 6], [2, 0, 3], [3, 0, 7], [4, 0, 5], [5, 0, 2], [6, 0, 6], [7, 0, 8],
  [0, 1, 18], [1, 1, 22], [2, 1, 15], [3, 1, 27], [4, 1, 24], [5, 1, 12], [6, 1, 20], [7, 1, 29],
  [0, 2, 11], [1, 2, 9], [2, 2, 14], [3, 2, 16], [4, 2, 13], [5, 2, 7], [6, 2, 15], [7, 2, 17],
  [0, 3, 6], [1, 3, 8], [2, 3, 10], [3, 3, 9], [4, 3, 12], [5, 3, 5], [6, 3, 11], [7, 3, 14],
];

export default function HeatmapHighlightClasses() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      <Heatmap
        height={260}
        xAxis={[{ data: weeks }]}
        yAxis={[{ data: teams }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 30, color: ['#f3e5f5', '#4a148c'] } }]}
        series={[
          {
            data: merged,
            valueFormatter: (cell) => `${cell?.[2]} merged`,
            // The scope decides which cells get the classes; the styles below decide their look.
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        margin={{ top: 10, left: 60 }}
        sx={{
          // Cells are <rect> elements; the classes mark the hovered and the faded ones.
          [`& .${heatmapClasses.cell}`]: { transition: 'opacity 0.15s' },
          [`& .${heatmapClasses.faded}`]: { opacity: 0.35 },
          [`& .${heatmapClasses.highlighted}`]: { stroke: '#ff6f00', strokeWidth: 3 },
        }}
      />
    </div>
  );
}
