import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Cash flow of a small workshop (k€): income is positive, costs are negative.
const sales = [22, 25, 31, 28, 35, 40];
const repairs = [6, 8, 5, 9, 7, 6];
const wages = [-18, -18, -19, -19, -20, -20];
const materials = [-7, -9, -12, -10, -13, -15];

type Offset = Extract<StackOffsetType, 'diverging' | 'none' | 'expand'>;

export default function StackOffsetBars() {
  const [offset, setOffset] = React.useState<Offset>('diverging');

  const series = [
    { label: 'Sales', data: sales },
    { label: 'Repairs', data: repairs },
    { label: 'Wages', data: wages },
    { label: 'Materials', data: materials },
  ].map((item) => ({ ...item, stack: 'cash', stackOffset: offset }));

  return (
    <div style={{ height: 380, width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={offset} onChange={(_event, value: Offset | null) => value && setOffset(value)} sx={{ height: 40 }}>
        <ToggleButton value="diverging">diverging</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
        <ToggleButton value="expand">expand</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={340}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: months }]}
        series={series}
        margin={{ top: 80 }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
