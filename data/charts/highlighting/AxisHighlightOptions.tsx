import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsAxisHighlightProps } from '@mui/x-charts/ChartsAxisHighlight';

type Guide = NonNullable<ChartsAxisHighlightProps['x']>;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Kilometres cycled per month by two members of a club.
const ana = [120, 160, 240, 310, 420, 510, 480, 390];
const ben = [80, 140, 210, 250, 300, 380, 450, 470];

export default function AxisHighlightOptions() {
  const [x, setX] = React.useState<Guide>('band');
  const [y, setY] = React.useState<Guide>('line');

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center', gap: 12 }}>
        <TextField select size="small" label="axisHighlight.x" value={x} onChange={(event) => setX(event.target.value as Guide)} sx={{ width: 150 }}>
          {['none', 'line', 'band'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {/* 'band' needs a band axis: the y-axis here is continuous, so only line or none. */}
        <TextField select size="small" label="axisHighlight.y" value={y} onChange={(event) => setY(event.target.value as Guide)} sx={{ width: 150 }}>
          {['none', 'line'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </div>
      <LineChart
        height={304}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { label: 'Ana', data: ana },
          { label: 'Ben', data: ben },
        ]}
        axisHighlight={{ x, y }}
      />
    </div>
  );
}
