import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

const subjects = ['Maths', 'Reading', 'Science', 'Art'];
// Average marks (out of 20) of three classes.
const classes = [
  { label: 'Class A', data: [14, 12, 15, 11] },
  { label: 'Class B', data: [11, 15, 12, 16] },
  { label: 'Class C', data: [13, 13, 10, 14] },
];

export default function HighlightScopeOptions() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('series');
  const [fade, setFade] = React.useState<FadeOptions>('global');

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center', gap: 12 }}>
        <TextField select size="small" label="highlight" value={highlight} onChange={(event) => setHighlight(event.target.value as HighlightOptions)} sx={{ width: 130 }}>
          {['none', 'item', 'series'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="fade" value={fade} onChange={(event) => setFade(event.target.value as FadeOptions)} sx={{ width: 130 }}>
          {['none', 'series', 'global'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </div>
      <BarChart
        height={304}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: subjects }]}
        yAxis={[{ min: 0, max: 20 }]}
        // The scope is set per series; here every series gets the same one.
        series={classes.map((item) => ({ ...item, highlightScope: { highlight, fade } }))}
        // The axis highlight band would compete with the item highlight, so it is off.
        axisHighlight={{ x: 'none' }}
        tooltip={{ trigger: 'item' }}
      />
    </div>
  );
}
