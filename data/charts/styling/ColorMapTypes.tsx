import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig, ChartsXAxisProps, ChartsYAxisProps } from '@mui/x-charts/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Minutes of sunshine a solar-powered weather station recorded each day.
const sunshine = [120, 340, 410, 95, 260, 530, 480];

type MapType = 'ordinal' | 'continuous' | 'piecewise';

// An ordinal map sits on the band axis and colors by category.
const bandAxis = (type: MapType): AxisConfig<'band', string, ChartsXAxisProps> => ({
  id: 'days',
  scaleType: 'band',
  data: days,
  colorMap: type === 'ordinal' ? { type: 'ordinal', values: ['Sat', 'Sun'], colors: ['#8e24aa', '#8e24aa'], unknownColor: '#90a4ae' } : undefined,
});

// Continuous and piecewise maps sit on the value axis and color by value.
const valueAxis = (type: MapType): AxisConfig<'linear', number, ChartsYAxisProps> => ({
  id: 'minutes',
  scaleType: 'linear',
  colorMap:
    type === 'continuous'
      ? { type: 'continuous', min: 0, max: 540, color: ['#fff59d', '#ef6c00'] }
      : type === 'piecewise'
        ? { type: 'piecewise', thresholds: [180, 360], colors: ['#90a4ae', '#fbc02d', '#ef6c00'] }
        : undefined,
});

export default function ColorMapTypes() {
  const [type, setType] = React.useState<MapType>('piecewise');

  return (
    <div style={{ height: 340, width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={type} onChange={(_event, value: MapType | null) => value && setType(value)} sx={{ height: 40 }}>
        <ToggleButton value="ordinal">ordinal</ToggleButton>
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="piecewise">piecewise</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        skipAnimation
        xAxis={[bandAxis(type)]}
        yAxis={[valueAxis(type)]}
        series={[{ label: 'Sunshine', data: sunshine, valueFormatter: (value) => `${value} min` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, right: 20 }}
        borderRadius={4}
      />
    </div>
  );
}
