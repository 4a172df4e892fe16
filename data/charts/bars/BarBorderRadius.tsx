import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Cash flow of a small workshop (thousands): income up, costs down, in one stack.
const income = [12, 15, 11, 18, 21, 19];
const costs = [-9, -11, -13, -10, -12, -15];

export default function BarBorderRadius() {
  const [radius, setRadius] = React.useState(10);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 60, maxWidth: 320 }}>
        <Typography id="border-radius-label" variant="caption" component="div">
          borderRadius: {radius} px
        </Typography>
        <Slider
          size="small"
          aria-labelledby="border-radius-label"
          min={0}
          max={24}
          value={radius}
          onChange={(_event, next) => setRadius(next as number)}
        />
      </div>
      <BarChart
        height={300}
        skipAnimation
        borderRadius={radius}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { label: 'Income', data: income, stack: 'cash', color: '#00897b' },
          { label: 'Costs', data: costs, stack: 'cash', color: '#e53935' },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
