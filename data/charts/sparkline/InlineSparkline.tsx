import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Monthly rainfall (mm) of three towns, used inside running text.
const towns = [
  { name: 'Porto', rain: [147, 112, 97, 104, 76, 31, 15, 17, 54, 136, 155, 172] },
  { name: 'Seville', rain: [66, 59, 42, 53, 24, 8, 1, 5, 26, 65, 81, 91] },
  { name: 'Bergen', rain: [190, 152, 170, 114, 106, 132, 148, 190, 283, 271, 259, 235] },
];

export default function InlineSparkline() {
  return (
    <div style={{ height: 150, width: '100%' }}>
      {towns.map((town) => (
        <Typography key={town.name} component="div" sx={{ height: 50, display: 'flex', alignItems: 'center', gap: 1 }}>
          <span style={{ width: 64, flexShrink: 0 }}>{town.name}</span>
          {/* A fixed size lets the sparkline sit in a line of text like a word. */}
          <span style={{ display: 'inline-block', width: 110, flexShrink: 0 }}>
            <SparkLineChart data={town.rain} width={110} height={28} curve="natural" yAxis={{ min: 0, max: 290 }} />
          </span>
          <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {town.rain.reduce((sum, value) => sum + value, 0)} mm a year
          </span>
        </Typography>
      ))}
    </div>
  );
}
