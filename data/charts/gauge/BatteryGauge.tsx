import * as React from 'react';
import Slider from '@mui/material/Slider';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Battery charge in watt-hours for a 75 Wh laptop battery.
const capacity = 75;

function colorFor(ratio: number) {
  if (ratio < 0.2) {
    return '#d32f2f';
  }
  if (ratio < 0.5) {
    return '#ed6c02';
  }
  return '#2e7d32';
}

export default function BatteryGauge() {
  const [charge, setCharge] = React.useState(48);
  const ratio = charge / capacity;

  return (
    <div style={{ height: 260, width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Gauge
        aria-label="Battery charge"
        width={240}
        height={200}
        value={charge}
        valueMax={capacity}
        startAngle={-120}
        endAngle={120}
        innerRadius="72%"
        cornerRadius={6}
        text={({ value }) => `${Math.round(((value ?? 0) / capacity) * 100)}%`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 28, fontWeight: 600 },
          [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(ratio) },
        }}
      />
      <div style={{ height: 60, width: 240, display: 'flex', alignItems: 'center' }}>
        <Slider
          aria-label="Battery charge (Wh)"
          value={charge}
          min={0}
          max={capacity}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value} Wh`}
          onChange={(_event, value) => setCharge(value as number)}
        />
      </div>
    </div>
  );
}
