import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// A small seeded generator (mulberry32): the same "random" walk on every render and every machine.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// 600 readings of a sensor, one every 10 minutes (about four days).
const random = seeded(7);
const readings: number[] = [];
for (let index = 0, level = 50; index < 600; index += 1) {
  level = Math.min(95, Math.max(5, level + (random() - 0.5) * 6));
  readings.push(Math.round(level * 10) / 10);
}
// Hours since the first reading.
const positions = readings.map((_, index) => index / 6);

// Ticks fall on round hours; the tooltip gives the exact time of the reading.
// (The context type is not exported by the package, so it is spelled out here.)
function formatTime(hours: number, context: { location: 'tick' | 'tooltip' | 'legend' }) {
  if (context.location === 'tick') {
    return `${hours} h`;
  }
  return `${Math.floor(hours)} h ${Math.round((hours % 1) * 60)} min`;
}

export default function ManyPointsLine() {
  const [showMark, setShowMark] = React.useState(true);
  const [experimental, setExperimental] = React.useState(true);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 76, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Switch size="small" checked={showMark} onChange={(event) => setShowMark(event.target.checked)} />}
          label="showMark"
          sx={{ height: 38, m: 0 }}
        />
        <FormControlLabel
          control={<Switch size="small" checked={experimental} onChange={(event) => setExperimental(event.target.checked)} />}
          label="experimentalMarkRendering"
          sx={{ height: 38, m: 0 }}
        />
      </div>
      <LineChart
        height={264}
        skipAnimation
        experimentalMarkRendering={experimental}
        xAxis={[{ scaleType: 'linear', data: positions, valueFormatter: formatTime }]}
        series={[{ label: 'Humidity (%)', data: readings, showMark, curve: 'linear' }]}
        slotProps={{ legend: { hidden: true } }}
      />
    </div>
  );
}
