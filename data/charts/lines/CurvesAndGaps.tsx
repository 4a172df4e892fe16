import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = ['monotoneX', 'linear', 'natural', 'catmullRom', 'step', 'stepAfter'];
const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h'];
// River level readings (cm); the 12h and 14h readings are missing because the sensor was offline.
const levels = [112, 118, 131, null, null, 149, 141, 128];

export default function CurvesAndGaps() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center', gap: 16, overflowX: 'auto' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as CurveType)}
          sx={{ minWidth: 140 }}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          sx={{ whiteSpace: 'nowrap' }}
          control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
          label="connectNulls"
        />
      </div>
      <LineChart
        height={284}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 100, max: 160 }]}
        series={[
          {
            label: 'River level (cm)',
            data: levels,
            curve,
            connectNulls,
            valueFormatter: (value) => (value === null ? 'no reading' : `${value} cm`),
          },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
