import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig, ChartsXAxisProps } from '@mui/x-charts/models';

const teams = ['North', 'South', 'East', 'West'];

interface RatioSliderProps {
  name: string;
  value: number;
  onChange: (value: number) => void;
}

function RatioSlider({ name, value, onChange }: RatioSliderProps) {
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" noWrap component="div">
        {name}: {value.toFixed(1)}
      </Typography>
      <Slider size="small" aria-label={name} min={0} max={0.9} step={0.1} value={value} onChange={(_event, next) => onChange(next as number)} />
    </div>
  );
}

export default function BarSpacing() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  // The ratios belong to the band axis, not to the series. Typing the axis as a 'band'
  // axis config is what makes them available to TypeScript.
  const bandAxis: AxisConfig<'band', string, ChartsXAxisProps> = { id: 'teams', scaleType: 'band', data: teams, categoryGapRatio, barGapRatio };

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 60, display: 'flex', gap: 24 }}>
        <RatioSlider name="categoryGapRatio" value={categoryGapRatio} onChange={setCategoryGapRatio} />
        <RatioSlider name="barGapRatio" value={barGapRatio} onChange={setBarGapRatio} />
      </div>
      <BarChart
        height={300}
        skipAnimation
        xAxis={[bandAxis]}
        series={[
          { label: 'Goal', data: [40, 35, 45, 30] },
          { label: 'Reached', data: [42, 28, 47, 31] },
        ]}
      />
    </div>
  );
}
