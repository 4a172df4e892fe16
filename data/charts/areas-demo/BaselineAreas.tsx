import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Minutes a commuter train arrived late each day of one week.
const delay = [4, 7, 2, 11, 6, 1, 3];

type BaselineName = '0' | '5' | 'min' | 'max';

export default function BaselineAreas() {
  const [baseline, setBaseline] = React.useState<BaselineName>('5');
  // Numbers are passed as numbers; 'min' and 'max' as strings.
  const value = baseline === 'min' || baseline === 'max' ? baseline : Number(baseline);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center' }}>
        <TextField select size="small" label="baseline" value={baseline} onChange={(event) => setBaseline(event.target.value as BaselineName)} sx={{ minWidth: 140 }}>
          {(['0', '5', 'min', 'max'] as const).map((name) => (
            <MenuItem key={name} value={name}>
              {name === '5' ? '5 (the punctuality goal)' : name}
            </MenuItem>
          ))}
        </TextField>
      </div>
      <LineChart
        height={284}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ min: 0, max: 12 }]}
        series={[{ label: 'Delay', data: delay, area: true, baseline: value, curve: 'linear', color: '#6a1b9a', valueFormatter: (minutes) => `${minutes} min late` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, right: 20 }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
