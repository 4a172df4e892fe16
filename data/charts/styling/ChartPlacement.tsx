import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Outlines the drawing area: what is left of the chart once the margins are taken off.
function DrawingAreaOutline() {
  const { left, top, width, height } = useDrawingArea();
  return <rect x={left} y={top} width={width} height={height} fill="none" stroke="#ef6c00" strokeDasharray="4 4" />;
}

const products = ['Tea', 'Coffee', 'Cocoa'];

export default function ChartPlacement() {
  const [left, setLeft] = React.useState(50);
  const [top, setTop] = React.useState(50);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 60, display: 'flex', gap: 24, padding: '0 12px' }}>
        {[
          { id: 'margin-left', name: 'margin.left', value: left, set: setLeft },
          { id: 'margin-top', name: 'margin.top', value: top, set: setTop },
        ].map((control) => (
          <div key={control.id} style={{ flex: 1, minWidth: 0 }}>
            <Typography id={control.id} variant="caption" noWrap component="div">
              {control.name}: {control.value}
            </Typography>
            <Slider size="small" aria-labelledby={control.id} min={0} max={120} value={control.value} onChange={(_event, next) => control.set(next as number)} />
          </div>
        ))}
      </div>
      <BarChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: products }]}
        series={[{ label: 'Cups sold', data: [120, 210, 65] }]}
        margin={{ left, top }}
      >
        <DrawingAreaOutline />
      </BarChart>
    </div>
  );
}
