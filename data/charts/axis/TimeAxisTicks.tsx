import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisConfig, ChartsXAxisProps } from '@mui/x-charts/models';

// One reading per week for a year: the water level (m) of a reservoir.
const weeks = Array.from({ length: 52 }, (_, index) => new Date(2024, 0, 1 + index * 7));
const level = weeks.map((_, index) => Math.round((31 + 6 * Math.cos((index - 10) / 8.3)) * 10) / 10);
const quarterStarts = [0, 3, 6, 9].map((month) => new Date(2024, month, 1));

type TickMode = 'auto' | 'tickNumber: 3' | 'tickMinStep: 60 days' | 'tickInterval: quarters';

const tickOptions: Record<TickMode, Partial<AxisConfig<'time', Date, ChartsXAxisProps>>> = {
  auto: {},
  'tickNumber: 3': { tickNumber: 3 },
  // Steps on a time axis are in milliseconds.
  'tickMinStep: 60 days': { tickMinStep: 60 * 24 * 3600 * 1000 },
  'tickInterval: quarters': { tickInterval: quarterStarts },
};

const shortDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

export default function TimeAxisTicks() {
  const [mode, setMode] = React.useState<TickMode>('auto');

  return (
    <div style={{ height: 330, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center' }}>
        <TextField select size="small" label="ticks" value={mode} onChange={(event) => setMode(event.target.value as TickMode)} sx={{ minWidth: 220 }}>
          {(Object.keys(tickOptions) as TickMode[]).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </div>
      <LineChart
        height={274}
        skipAnimation
        xAxis={[{ scaleType: 'time', data: weeks, valueFormatter: shortDate, ...tickOptions[mode] }]}
        yAxis={[{ min: 20, max: 40 }]}
        series={[{ label: 'Level', data: level, showMark: false, valueFormatter: (value) => `${value} m` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 10, right: 25 }}
        grid={{ vertical: true, horizontal: true }}
      />
    </div>
  );
}
