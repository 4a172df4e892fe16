import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import type { PieSeriesType } from '@mui/x-charts/models';

// Minutes spent per activity on a Saturday, as logged by a time-tracking app.
const activities = [
  { id: 'sleep', value: 480, label: 'Sleep' },
  { id: 'hike', value: 240, label: 'Hike' },
  { id: 'cook', value: 150, label: 'Cooking' },
  { id: 'read', value: 90, label: 'Reading' },
  { id: 'chores', value: 45, label: 'Chores' },
  { id: 'email', value: 15, label: 'Email' },
];

type LabelMode = 'value' | 'formattedValue' | 'label' | 'function';

const arcLabels: Record<LabelMode, PieSeriesType['arcLabel']> = {
  value: 'value',
  formattedValue: 'formattedValue',
  label: 'label',
  // A function receives the whole slice, including its computed angles.
  function: (item) => `${Math.round(((item.endAngle - item.startAngle) / (2 * Math.PI)) * 100)}%`,
};

export default function ArcLabelOptions() {
  const [mode, setMode] = React.useState<LabelMode>('formattedValue');
  const [minAngle, setMinAngle] = React.useState(20);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 60, display: 'flex', alignItems: 'center', gap: 24 }}>
        <TextField
          select
          size="small"
          label="arcLabel"
          value={mode}
          onChange={(event) => setMode(event.target.value as LabelMode)}
          sx={{ minWidth: 150 }}
        >
          {(Object.keys(arcLabels) as LabelMode[]).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" noWrap component="div">
            arcLabelMinAngle: {minAngle}°
          </Typography>
          <Slider size="small" aria-label="arcLabelMinAngle" min={0} max={60} value={minAngle} onChange={(_event, value) => setMinAngle(value as number)} />
        </div>
      </div>
      <PieChart
        height={300}
        skipAnimation
        margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
        series={[
          {
            data: activities,
            arcLabel: arcLabels[mode],
            arcLabelMinAngle: minAngle,
            // formattedValue comes from the series' valueFormatter.
            valueFormatter: (item) => `${Math.floor(item.value / 60)}h${String(item.value % 60).padStart(2, '0')}`,
            outerRadius: '100%',
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#ffffff', fontSize: 13, fontWeight: 600 } }}
      />
    </div>
  );
}
