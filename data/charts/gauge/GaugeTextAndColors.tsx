import * as React from 'react';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Three scores of a website audit, each on its own range.
const audits = [
  { id: 'perf', title: 'Performance', value: 48, valueMin: 0, valueMax: 100 },
  { id: 'a11y', title: 'Accessibility', value: 92, valueMin: 0, valueMax: 100 },
  { id: 'lcp', title: 'LCP (s)', value: 3.1, valueMin: 0, valueMax: 6 },
];

// Green, orange or red depending on where the value sits in its range.
function colorFor(value: number, max: number, lowerIsBetter: boolean) {
  const ratio = lowerIsBetter ? 1 - value / max : value / max;
  if (ratio >= 0.9) return '#2e7d32';
  if (ratio >= 0.5) return '#ef6c00';
  return '#c62828';
}

export default function GaugeTextAndColors() {
  return (
    <div style={{ height: 170, width: '100%', display: 'flex' }}>
      {audits.map((audit) => (
        <div key={audit.id} style={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          <Gauge
            aria-label={audit.title}
            height={140}
            value={audit.value}
            valueMin={audit.valueMin}
            valueMax={audit.valueMax}
            startAngle={-110}
            endAngle={110}
            innerRadius="75%"
            // The text callback receives value, valueMin and valueMax.
            text={({ value, valueMax }) => (audit.id === 'lcp' ? `${value}s` : `${value}/${valueMax}`)}
            sx={{
              [`& .${gaugeClasses.valueText}`]: { fontSize: 18, fontWeight: 600 },
              [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(audit.value, audit.valueMax, audit.id === 'lcp') },
              [`& .${gaugeClasses.referenceArc}`]: { fill: 'rgba(128, 128, 128, 0.2)' },
            }}
          />
          <div style={{ height: 30, lineHeight: '30px', fontSize: 13, whiteSpace: 'nowrap', overflow: 'hidden' }}>{audit.title}</div>
        </div>
      ))}
    </div>
  );
}
