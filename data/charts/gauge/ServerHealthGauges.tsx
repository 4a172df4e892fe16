import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  Gauge,
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  gaugeClasses,
  useGaugeState,
} from '@mui/x-charts/Gauge';

function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  // Angles are in radians, measured clockwise from 12 o'clock.
  const tipX = cx + outerRadius * 0.8 * Math.sin(valueAngle);
  const tipY = cy - outerRadius * 0.8 * Math.cos(valueAngle);
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill="currentColor" />
      <path d={`M ${cx} ${cy} L ${tipX} ${tipY}`} stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}

const panel: React.CSSProperties = { flex: 1, minWidth: 0, height: 200, textAlign: 'center', overflow: 'hidden' };

export default function ServerHealthGauges() {
  return (
    <div style={{ height: 200, width: '100%', display: 'flex', gap: 8 }}>
      <div style={panel}>
        <Typography variant="caption" component="div" sx={{ height: 24 }}>CPU load</Typography>
        <GaugeContainer aria-label="CPU load" height={170} value={63} startAngle={-110} endAngle={110} innerRadius="75%">
          <GaugeReferenceArc />
          <GaugeValueArc />
          <Needle />
        </GaugeContainer>
      </div>
      <div style={panel}>
        <Typography variant="caption" component="div" sx={{ height: 24 }}>Memory (GB)</Typography>
        <Gauge
          aria-label="Memory (GB)"
          height={170}
          value={11.2}
          valueMax={16}
          startAngle={-110}
          endAngle={110}
          cornerRadius="50%"
          text={({ value, valueMax }) => `${value ?? 0} / ${valueMax}`}
          sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 14 } }}
        />
      </div>
      <div style={panel}>
        <Typography variant="caption" component="div" sx={{ height: 24 }}>Disk</Typography>
        <Gauge
          aria-label="Disk"
          height={170}
          value={91}
          innerRadius="70%"
          text={({ value }) => `${value ?? 0}%`}
          sx={{ [`& .${gaugeClasses.valueArc}`]: { fill: '#d32f2f' } }}
        />
      </div>
    </div>
  );
}
