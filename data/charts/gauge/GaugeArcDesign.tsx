import * as React from 'react';
import { Gauge, gaugeClasses, useGaugeState } from '@mui/x-charts/Gauge';

// A gradient laid across the whole arc, from empty (red) to full (green), so the value arc
// shows the part of it that the value reaches. The arcs are drawn around (0, 0) and moved to
// the center, so in their user space the arc spans -outerRadius to outerRadius horizontally.
function FuelGradient({ id }: { id: string }) {
  const { outerRadius } = useGaugeState();
  return (
    <defs>
      <linearGradient id={id} gradientUnits="userSpaceOnUse" x1={-outerRadius} y1={0} x2={outerRadius} y2={0}>
        <stop offset="0%" stopColor="#e53935" />
        <stop offset="50%" stopColor="#fdd835" />
        <stop offset="100%" stopColor="#43a047" />
      </linearGradient>
    </defs>
  );
}

export default function GaugeArcDesign() {
  // Gradient ids are global to the page: a per-instance id keeps two copies of the demo apart.
  const gradientId = `fuel-${React.useId().replace(/:/g, '')}`;

  return (
    <div style={{ height: 220, width: '100%' }}>
      <Gauge
        height={220}
        value={38}
        startAngle={-100}
        endAngle={100}
        innerRadius="72%"
        cornerRadius="50%"
        text={({ value }) => `${value} % fuel`}
        aria-label="Fuel level"
        sx={{
          // The value arc is painted with the gradient, the track with a soft grey.
          [`& .${gaugeClasses.valueArc}`]: { fill: `url(#${gradientId})` },
          [`& .${gaugeClasses.referenceArc}`]: { fill: 'rgba(128, 128, 128, 0.18)' },
          [`& .${gaugeClasses.valueText} text`]: { fontSize: 22, fontWeight: 600 },
        }}
      >
        {/* Children are rendered inside the gauge's SVG, where they can read its geometry. */}
        <FuelGradient id={gradientId} />
      </Gauge>
    </div>
  );
}
