import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Time spent on a typical weekday, in hours.
const day = [
  { id: 'sleep', value: 8, label: 'Sleep' },
  { id: 'work', value: 8, label: 'Work' },
  { id: 'commute', value: 1, label: 'Commute' },
  { id: 'meals', value: 2, label: 'Meals' },
  { id: 'free', value: 5, label: 'Free time' },
];

interface PercentSliderProps {
  id: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
}

function PercentSlider({ id, name, value, onChange }: PercentSliderProps) {
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Typography id={id} variant="caption" noWrap component="div">
        {name}: &apos;{value}%&apos;
      </Typography>
      <Slider size="small" aria-labelledby={id} min={0} max={100} step={5} value={value} onChange={(_event, next) => onChange(next as number)} />
    </div>
  );
}

export default function PieSizing() {
  const [innerRadius, setInnerRadius] = React.useState(40);
  const [outerRadius, setOuterRadius] = React.useState(90);

  return (
    <div style={{ height: 360, width: '100%' }}>
      {/* Side padding keeps the sliders' touch areas inside the demo at the ends of the track. */}
      <div style={{ height: 60, display: 'flex', gap: 24, padding: '0 12px' }}>
        <PercentSlider id="pie-inner" name="innerRadius" value={innerRadius} onChange={setInnerRadius} />
        <PercentSlider id="pie-outer" name="outerRadius" value={outerRadius} onChange={setOuterRadius} />
      </div>
      <PieChart
        height={300}
        skipAnimation
        series={[
          {
            data: day,
            // Percentages are relative to the largest radius that fits in the drawing area.
            innerRadius: `${innerRadius}%`,
            outerRadius: `${outerRadius}%`,
            valueFormatter: (item) => `${item.value} h`,
          },
        ]}
        margin={{ top: 10, bottom: 10, left: 10, right: 10 }}
        slotProps={{ legend: { hidden: true } }}
      />
    </div>
  );
}
