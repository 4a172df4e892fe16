import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig, ChartsXAxisProps, ChartsYAxisProps } from '@mui/x-charts/models';

type Mapping = 'ordinal' | 'piecewise' | 'continuous';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Median wait at a walk-in clinic, in minutes.
const waits = [48, 35, 29, 33, 52, 71, 64];

function axes(mapping: Mapping) {
  const xAxis: AxisConfig<'band', string, ChartsXAxisProps> = { id: 'days', scaleType: 'band', data: days };
  const yAxis: AxisConfig<'linear', number, ChartsYAxisProps> = { id: 'minutes', scaleType: 'linear', label: 'Minutes' };
  if (mapping === 'ordinal') {
    // On the band axis: a color per category, here the weekend apart.
    xAxis.colorMap = { type: 'ordinal', values: ['Sat', 'Sun'], colors: ['#8e24aa', '#8e24aa'], unknownColor: '#607d8b' };
  } else if (mapping === 'piecewise') {
    // On the value axis: one color per interval between thresholds.
    yAxis.colorMap = { type: 'piecewise', thresholds: [35, 60], colors: ['#2e7d32', '#f9a825', '#c62828'] };
  } else {
    yAxis.colorMap = { type: 'continuous', min: 20, max: 75, color: ['#90caf9', '#0d47a1'] };
  }
  return { xAxis, yAxis };
}

export default function BarColorScale() {
  const [mapping, setMapping] = React.useState<Mapping>('piecewise');
  const { xAxis, yAxis } = axes(mapping);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 40 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="colorMap type"
          value={mapping}
          onChange={(_event, next: Mapping | null) => next && setMapping(next)}
        >
          <ToggleButton value="ordinal" sx={{ textTransform: 'none' }}>
            ordinal (x)
          </ToggleButton>
          <ToggleButton value="piecewise" sx={{ textTransform: 'none' }}>
            piecewise (y)
          </ToggleButton>
          <ToggleButton value="continuous" sx={{ textTransform: 'none' }}>
            continuous (y)
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <BarChart
        height={320}
        skipAnimation
        xAxis={[xAxis]}
        yAxis={[yAxis]}
        series={[{ label: 'Median wait', data: waits, valueFormatter: (value) => `${value} min` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ left: 60 }}
      />
    </div>
  );
}
