import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

interface Control {
  name: string;
  min: number;
  max: number;
  value: number;
  set: (value: number) => void;
}

export default function GaugeShapeControls() {
  const [startAngle, setStartAngle] = React.useState(-120);
  const [endAngle, setEndAngle] = React.useState(120);
  const [innerRadius, setInnerRadius] = React.useState(70);
  const [cornerRadius, setCornerRadius] = React.useState(50);

  const controls: Control[] = [
    { name: 'startAngle', min: -180, max: 0, value: startAngle, set: setStartAngle },
    { name: 'endAngle', min: 0, max: 180, value: endAngle, set: setEndAngle },
    { name: 'innerRadius (%)', min: 0, max: 95, value: innerRadius, set: setInnerRadius },
    { name: 'cornerRadius (%)', min: 0, max: 50, value: cornerRadius, set: setCornerRadius },
  ];

  return (
    <div style={{ height: 300, width: '100%', display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
      <div style={{ flex: '1 1 220px', minWidth: 0, height: 150, padding: '0 12px', boxSizing: 'border-box', overflow: 'hidden' }}>
        {controls.map((control) => (
          <div key={control.name} style={{ height: 37 }}>
            <Typography variant="caption" component="div" noWrap sx={{ lineHeight: '14px' }}>
              {control.name}: {control.value}
            </Typography>
            <Slider
              size="small"
              aria-label={control.name}
              min={control.min}
              max={control.max}
              value={control.value}
              onChange={(_event, value) => control.set(value as number)}
              sx={{ py: '6px' }}
            />
          </div>
        ))}
      </div>
      <div style={{ flex: '1 1 220px', height: 150 }}>
        {/* Percentages are relative to the largest radius that fits the chosen angles. */}
        <Gauge
          aria-label="Gauge with these settings"
          height={150}
          value={64}
          startAngle={startAngle}
          endAngle={endAngle}
          innerRadius={`${innerRadius}%`}
          cornerRadius={`${cornerRadius}%`}
        />
      </div>
    </div>
  );
}
