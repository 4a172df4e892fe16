import * as React from 'react';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// The same value three ways: the defaults, a half circle, and a speedometer-like arc.
const shapes = [
  { id: 'default', title: 'Defaults', startAngle: 0, endAngle: 360 },
  { id: 'half', title: 'Half circle', startAngle: -90, endAngle: 90 },
  { id: 'speedometer', title: '-110° to 110°', startAngle: -110, endAngle: 110 },
];

export default function GaugeBasics() {
  return (
    <div style={{ height: 170, width: '100%', display: 'flex', gap: 8 }}>
      {shapes.map((shape) => (
        <div key={shape.id} style={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          <Gauge
            height={140}
            value={64}
            startAngle={shape.startAngle}
            endAngle={shape.endAngle}
            // The gauge is a meter for assistive technologies: give it a name.
            aria-label={`Course completion, ${shape.title}`}
          />
          <Typography variant="caption" noWrap component="div">
            {shape.title}
          </Typography>
        </div>
      ))}
    </div>
  );
}
