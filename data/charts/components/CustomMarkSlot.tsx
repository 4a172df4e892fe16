import * as React from 'react';
import { LineChart, MarkElement, type MarkElementProps } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Rainfall (mm) measured by three gauges of a weather network.
const gauges = [
  { id: 'hill', label: 'Hill', data: [92, 80, 71, 60, 48, 30] },
  { id: 'valley', label: 'Valley', data: [61, 55, 50, 41, 35, 22] },
  { id: 'coast', label: 'Coast', data: [40, 37, 30, 26, 20, 12] },
];

const shapes: Record<string, MarkElementProps['shape']> = { hill: 'triangle', valley: 'diamond', coast: 'square' };

// The mark slot receives the mark's props, including the series id: change only the shape.
function ShapeMark(props: MarkElementProps) {
  return <MarkElement {...props} shape={shapes[String(props.id)] ?? 'circle'} />;
}

export default function CustomMarkSlot() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months }]}
        series={gauges}
        // Shapes tell the lines apart without relying on color alone.
        slots={{ mark: ShapeMark }}
        sx={{ '& .MuiMarkElement-root': { strokeWidth: 2, scale: '1.3' } }}
      />
    </div>
  );
}
