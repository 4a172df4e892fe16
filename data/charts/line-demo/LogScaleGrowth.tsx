import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => index + 1);
// Members of three online communities: one doubles every two weeks, one grows steadily.
const fast = weeks.map((week) => Math.round(50 * 2 ** (week / 2)));
const slow = weeks.map((week) => 400 + week * 150);
const flat = weeks.map((week) => 900 + (week % 3) * 40);

export default function LogScaleGrowth() {
  const [scaleType, setScaleType] = React.useState<'linear' | 'log'>('log');

  return (
    <div style={{ height: 360, width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, value: 'linear' | 'log' | null) => value && setScaleType(value)}
        sx={{ height: 40 }}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ data: weeks, scaleType: 'linear', valueFormatter: (week: number) => `W${week}` }]}
        // A log scale cannot show 0 or negative values: keep min above zero.
        yAxis={[{ scaleType, min: scaleType === 'log' ? 50 : 0 }]}
        series={[
          { label: 'Doubling', data: fast, showMark: false },
          { label: 'Steady', data: slow, showMark: false },
          { label: 'Flat', data: flat, showMark: false },
        ]}
        margin={{ left: 55 }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
