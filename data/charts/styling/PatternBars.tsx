import * as React from 'react';
import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Rooms booked at a guesthouse: three months measured, three forecast.
const booked = [182, 205, 151, null, null, null];
const forecast = [null, null, null, 120, 96, 140];

export default function PatternBars() {
  const id = `forecast-${React.useId().replace(/:/g, '')}`;

  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { id: 'booked', label: 'Booked', data: booked, stack: 'rooms', color: '#3949ab' },
          { id: 'forecast', label: 'Forecast (striped)', data: forecast, stack: 'rooms', color: '#3949ab' },
        ]}
        // Stripes, not only a color, tell the forecast apart: readable without color vision and in print.
        sx={{ [`& .${barElementClasses.root}.MuiBarElement-series-forecast`]: { fill: `url(#${id})`, stroke: '#3949ab', strokeWidth: 1 } }}
        margin={{ top: 60 }}
      >
        <defs>
          <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="#c5cae9" />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#3949ab" strokeWidth="3" />
          </pattern>
        </defs>
      </BarChart>
    </div>
  );
}
