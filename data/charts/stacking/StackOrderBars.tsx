import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

const orders: StackOrderType[] = ['none', 'appearance', 'ascending', 'descending', 'insideOut', 'reverse'];
const regions = ['North', 'Centre', 'South'];
// Tonnes of fruit harvested by a cooperative, per region.
const fruits = [
  { label: 'Cherries', data: [12, 30, 8] },
  { label: 'Apples', data: [48, 40, 22] },
  { label: 'Peaches', data: [4, 18, 41] },
  { label: 'Pears', data: [20, 16, 12] },
];

export default function StackOrderBars() {
  const [order, setOrder] = React.useState<StackOrderType>('descending');

  return (
    <div style={{ height: 380, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center' }}>
        <TextField select size="small" label="stackOrder" value={order} onChange={(event) => setOrder(event.target.value as StackOrderType)} sx={{ minWidth: 160 }}>
          {orders.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </div>
      <BarChart
        height={324}
        skipAnimation
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: regions }]}
        series={fruits.map((fruit) => ({ ...fruit, stack: 'harvest', stackOrder: order, valueFormatter: (value: number | null) => `${value} t` }))}
        margin={{ top: 80, left: 60, right: 20 }}
      />
    </div>
  );
}
