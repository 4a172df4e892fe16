import * as React from 'react';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// A room thermostat reads 21 °C. On the default 0–100 range the arc barely moves;
// on the thermostat's own range, 5 to 30 °C, it shows where the room stands.
const ranges = [
  { id: 'default', caption: 'valueMin 0, valueMax 100 (defaults)', valueMin: 0, valueMax: 100 },
  { id: 'thermostat', caption: 'valueMin 5, valueMax 30', valueMin: 5, valueMax: 30 },
];

export default function GaugeValueRange() {
  return (
    <div style={{ height: 190, width: '100%', display: 'flex', gap: 16 }}>
      {ranges.map((range) => (
        <div key={range.id} style={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          <Gauge
            height={140}
            value={21}
            valueMin={range.valueMin}
            valueMax={range.valueMax}
            startAngle={-120}
            endAngle={120}
            text={({ value }) => `${value} °C`}
            aria-label="Room temperature"
            aria-valuetext="21 °C"
          />
          <Typography variant="caption" component="div" sx={{ height: 40, lineHeight: 1.3 }}>
            {range.caption}
          </Typography>
        </div>
      ))}
    </div>
  );
}
