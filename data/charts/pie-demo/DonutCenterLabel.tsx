import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Tasks of a sprint by status.
const tasks = [
  { id: 'done', value: 23, label: 'Done', color: '#2e7d32' },
  { id: 'review', value: 6, label: 'In review', color: '#f9a825' },
  { id: 'doing', value: 8, label: 'In progress', color: '#1565c0' },
  { id: 'todo', value: 5, label: 'To do', color: '#9e9e9e' },
];
const total = tasks.reduce((sum, task) => sum + task.value, 0);
const done = tasks[0]?.value ?? 0;

// A child of PieChart is drawn inside the chart's SVG; the drawing area gives the center.
function CenterLabel() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <text x={left + width / 2} y={top + height / 2} textAnchor="middle" dominantBaseline="central" fill={theme.palette.text.primary}>
      <tspan x={left + width / 2} dy="-0.6em" fontSize={26} fontWeight={700}>
        {Math.round((done / total) * 100)}%
      </tspan>
      <tspan x={left + width / 2} dy="1.6em" fontSize={13} fill={theme.palette.text.secondary}>
        of {total} tasks done
      </tspan>
    </text>
  );
}

export default function DonutCenterLabel() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <PieChart
        height={280}
        skipAnimation
        series={[{ data: tasks, innerRadius: '68%', paddingAngle: 1.5, cornerRadius: 3, valueFormatter: (item) => `${item.value} tasks` }]}
        margin={{ top: 10, bottom: 10, left: 10, right: 120 }}
        slotProps={{ legend: { itemMarkWidth: 12, itemMarkHeight: 12, labelStyle: { fontSize: 13 } } }}
      >
        <CenterLabel />
      </PieChart>
    </div>
  );
}
