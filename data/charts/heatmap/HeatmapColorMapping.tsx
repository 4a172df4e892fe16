import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

type Mapping = 'continuous' | 'piecewise';

const services = ['Payment', 'Search', 'Login', 'Images'];
const regions = ['EU', 'US', 'Asia'];
// Share of failed requests in a week, in percent, as [serviceIndex, regionIndex, rate].
const errorRates: [number, number, number][] = [
  [0, 0, 0.4], [0, 1, 0.7], [0, 2, 2.9],
  [1, 0, 0.2], [1, 1, 0.3], [1, 2, 0.6],
  [2, 0, 1.1], [2, 1, 4.2], [2, 2, 1.4],
  [3, 0, 0.1], [3, 1, 0.2], [3, 2, 0.9],
];

function colorMapFor(mapping: Mapping) {
  if (mapping === 'continuous') {
    // Every rate gets its own shade between 0 % and 5 %.
    return { type: 'continuous' as const, min: 0, max: 5, color: ['#fff3e0', '#bf360c'] as const };
  }
  // Three classes, as in a service-level objective: under 0.5 %, under 2 %, above.
  return { type: 'piecewise' as const, thresholds: [0.5, 2], colors: ['#a5d6a7', '#ffe082', '#ef5350'] };
}

const legends: Record<Mapping, { color: string; text: string }[]> = {
  continuous: [
    { color: '#fff3e0', text: '0 %' },
    { color: '#bf360c', text: '5 % or more' },
  ],
  piecewise: [
    { color: '#a5d6a7', text: 'under 0.5 %' },
    { color: '#ffe082', text: '0.5 to 2 %' },
    { color: '#ef5350', text: '2 % or more' },
  ],
};

export default function HeatmapColorMapping() {
  const [mapping, setMapping] = React.useState<Mapping>('piecewise');

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 44 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="colorMap type"
          value={mapping}
          onChange={(_event, next: Mapping | null) => next && setMapping(next)}
        >
          <ToggleButton value="continuous" sx={{ textTransform: 'none' }}>
            continuous
          </ToggleButton>
          <ToggleButton value="piecewise" sx={{ textTransform: 'none' }}>
            piecewise
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <Heatmap
        height={280}
        xAxis={[{ data: services }]}
        yAxis={[{ data: regions }]}
        zAxis={[{ colorMap: colorMapFor(mapping) }]}
        series={[{ data: errorRates, valueFormatter: (cell) => `${cell?.[2]} % failed` }]}
        margin={{ top: 10, left: 50 }}
      />
      {/* The Heatmap draws no legend in 7.23, so a small one is written in HTML. */}
      <div style={{ height: 36, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 16 }}>
        {legends[mapping].map((entry) => (
          <Typography key={entry.text} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <span style={{ width: 14, height: 14, background: entry.color, border: '1px solid rgba(128, 128, 128, 0.5)' }} />
            {entry.text}
          </Typography>
        ))}
      </div>
    </div>
  );
}
