import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const rooms = ['Attic', 'Kitchen', 'Cellar'];
// Average relative humidity (%) per room and month in an old house, as [monthIndex, roomIndex, humidity].
const humidity: [number, number, number][] = [
  [0, 0, 48], [1, 0, 46], [2, 0, 44], [3, 0, 41], [4, 0, 39], [5, 0, 42],
  [0, 1, 55], [1, 1, 53], [2, 1, 52], [3, 1, 50], [4, 1, 49], [5, 1, 51],
  [0, 2, 74], [1, 2, 76], [2, 2, 73], [3, 2, 70], [4, 2, 68], [5, 2, 71],
];

// What the `cell` slot receives: the position and size of the cell, the interaction handlers
// and class name of the default cell, and an ownerState with the cell's index and color.
interface CellProps extends React.SVGProps<SVGRectElement> {
  ownerState: { dataIndex: number; color: string; isHighlighted: boolean; isFaded: boolean };
}

function RoundedCell({ ownerState, x = 0, y = 0, width = 0, height = 0, ...other }: CellProps) {
  const value = humidity[ownerState.dataIndex]?.[2];
  const gap = 3;
  return (
    <g>
      <rect
        {...other}
        x={Number(x) + gap}
        y={Number(y) + gap}
        width={Math.max(0, Number(width) - 2 * gap)}
        height={Math.max(0, Number(height) - 2 * gap)}
        rx={6}
        fill={ownerState.color}
        opacity={ownerState.isFaded ? 0.4 : 1}
      />
      {/* A label in each cell (the percentage without its sign, to fit phone widths):
          dark text on light cells, white on dark ones. */}
      <text
        x={Number(x) + Number(width) / 2}
        y={Number(y) + Number(height) / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={12}
        fill={(value ?? 0) > 60 ? '#ffffff' : '#1a237e'}
        pointerEvents="none"
      >
        {value}
      </text>
    </g>
  );
}

export default function HeatmapCustomCell() {
  return (
    <div style={{ height: 240, width: '100%' }}>
      <Heatmap
        height={240}
        xAxis={[{ data: months }]}
        yAxis={[{ data: rooms }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 30, max: 80, color: ['#e8eaf6', '#283593'] } }]}
        series={[{ data: humidity, valueFormatter: (cell) => `${cell?.[2]} % humidity`, highlightScope: { highlight: 'item', fade: 'global' } }]}
        slots={{ cell: RoundedCell }}
        margin={{ top: 10, left: 60 }}
      />
    </div>
  );
}
