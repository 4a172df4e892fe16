import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle', 'diverging'];
const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// Electricity mix of a small country, in TWh per year.
const wind = [8, 10, 13, 15, 19, 22];
const solar = [2, 3, 5, 8, 11, 15];
const gas = [30, 27, 26, 22, 18, 15];

export default function StackOffsetLines() {
  const [offset, setOffset] = React.useState<StackOffsetType>('expand');
  // With 'expand' every band is a share of the total, so values read as percentages.
  const asShare = offset === 'expand';

  const common = { stack: 'mix', area: true, showMark: false, stackOffset: offset } as const;

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="stackOffset"
          value={offset}
          onChange={(event) => setOffset(event.target.value as StackOffsetType)}
          sx={{ minWidth: 150 }}
        >
          {offsets.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </div>
      <LineChart
        height={284}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ valueFormatter: (value: number) => (asShare ? `${Math.round(value * 100)}%` : `${value}`) }]}
        series={[
          { ...common, label: 'Wind', data: wind },
          { ...common, label: 'Solar', data: solar },
          { ...common, label: 'Gas', data: gas },
        ]}
      />
    </div>
  );
}
