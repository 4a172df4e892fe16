import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { CurveType } from '@mui/x-charts/models';

// Visitors per hour at a museum entrance, from 9:00 to 18:00.
const visitors = [14, 38, 61, 57, 72, 95, 88, 64, 41, 12];

export default function SparklineOptions() {
  const [plotType, setPlotType] = React.useState<'line' | 'bar'>('line');
  const [curve, setCurve] = React.useState<CurveType>('linear');
  const [area, setArea] = React.useState(true);
  const [interactive, setInteractive] = React.useState(true);

  return (
    <div style={{ height: 200, width: '100%' }}>
      <div style={{ height: 112, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 16, overflow: 'hidden' }}>
        <TextField select size="small" label="plotType" value={plotType} onChange={(event) => setPlotType(event.target.value as 'line' | 'bar')} sx={{ width: 110 }}>
          <MenuItem value="line">line</MenuItem>
          <MenuItem value="bar">bar</MenuItem>
        </TextField>
        <TextField select size="small" label="curve" value={curve} onChange={(event) => setCurve(event.target.value as CurveType)} sx={{ width: 130 }} disabled={plotType === 'bar'}>
          {(['linear', 'natural', 'step'] as const).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch size="small" checked={area} onChange={(event) => setArea(event.target.checked)} />} label="area" />
        <FormControlLabel
          control={<Switch size="small" checked={interactive} onChange={(event) => setInteractive(event.target.checked)} />}
          label="showTooltip + showHighlight"
        />
      </div>
      <SparkLineChart
        height={88}
        data={visitors}
        plotType={plotType}
        curve={curve}
        area={area}
        showTooltip={interactive}
        showHighlight={interactive}
        valueFormatter={(value) => `${value ?? 0} visitors`}
        // The hours become the tooltip title.
        xAxis={{ scaleType: plotType === 'bar' ? 'band' : 'point', data: visitors.map((_, index) => `${index + 9}:00`) }}
      />
    </div>
  );
}
