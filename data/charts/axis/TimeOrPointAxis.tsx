import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type AxisType = 'time' | 'point';

// Blood pressure (systolic, mmHg) measured at a pharmacy on the days the patient came in.
// The visits are irregular: two in the first week, then a gap of almost a month.
const visits = [
  { date: new Date(2024, 2, 4), value: 148 },
  { date: new Date(2024, 2, 6), value: 145 },
  { date: new Date(2024, 3, 2), value: 138 },
  { date: new Date(2024, 3, 9), value: 136 },
  { date: new Date(2024, 3, 16), value: 131 },
  { date: new Date(2024, 4, 21), value: 127 },
];

const shortDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

export default function TimeOrPointAxis() {
  const [axisType, setAxisType] = React.useState<AxisType>('time');

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="x-axis scaleType"
          value={axisType}
          onChange={(_event, next: AxisType | null) => next && setAxisType(next)}
        >
          <ToggleButton value="time" sx={{ textTransform: 'none' }}>
            scaleType: &apos;time&apos;
          </ToggleButton>
          <ToggleButton value="point" sx={{ textTransform: 'none' }}>
            scaleType: &apos;point&apos;
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <LineChart
        height={296}
        skipAnimation
        dataset={visits}
        // Same data, same dates: a time axis spaces them by date, a point axis evenly.
        xAxis={[{ scaleType: axisType, dataKey: 'date', valueFormatter: shortDate }]}
        yAxis={[{ min: 120, max: 150 }]}
        series={[{ dataKey: 'value', label: 'Systolic (mmHg)', curve: 'linear' }]}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
