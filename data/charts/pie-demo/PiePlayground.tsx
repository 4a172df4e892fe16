import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats won by five parties in a town council.
const seats = [
  { id: 'a', value: 14, label: 'Greens' },
  { id: 'b', value: 11, label: 'Liberals' },
  { id: 'c', value: 9, label: 'Social' },
  { id: 'd', value: 5, label: 'Rural' },
  { id: 'e', value: 2, label: 'Local list' },
];

const settings = [
  { key: 'innerRadius', min: 0, max: 90 },
  { key: 'paddingAngle', min: 0, max: 10 },
  { key: 'cornerRadius', min: 0, max: 12 },
  { key: 'startAngle', min: -180, max: 0 },
  { key: 'endAngle', min: 0, max: 360 },
] as const;

type SettingKey = (typeof settings)[number]['key'];

export default function PiePlayground() {
  // A half circle with a hole, the usual shape of a parliament chart.
  const [values, setValues] = React.useState<Record<SettingKey, number>>({
    innerRadius: 50,
    paddingAngle: 2,
    cornerRadius: 4,
    startAngle: -90,
    endAngle: 90,
  });

  return (
    <div style={{ height: 380, width: '100%', display: 'flex', flexWrap: 'wrap' }}>
      <div style={{ flex: '1 1 240px', minWidth: 0, height: 190, padding: '0 12px', boxSizing: 'border-box', overflow: 'hidden' }}>
        {settings.map((setting) => (
          <div key={setting.key} style={{ height: 38 }}>
            <Typography variant="caption" component="div" sx={{ lineHeight: '14px' }}>
              {setting.key}: {values[setting.key]}
            </Typography>
            <Slider
              size="small"
              aria-label={setting.key}
              min={setting.min}
              max={setting.max}
              value={values[setting.key]}
              onChange={(_event, value) => setValues((previous) => ({ ...previous, [setting.key]: value as number }))}
              sx={{ py: '6px' }}
            />
          </div>
        ))}
      </div>
      <div style={{ flex: '1 1 240px', minWidth: 0, height: 190 }}>
        <PieChart
          height={190}
          skipAnimation
          series={[{ data: seats, ...values, arcLabel: 'value', arcLabelMinAngle: 15 }]}
          margin={{ top: 5, bottom: 5, left: 5, right: 5 }}
          slotProps={{ legend: { hidden: true } }}
        />
      </div>
    </div>
  );
}
