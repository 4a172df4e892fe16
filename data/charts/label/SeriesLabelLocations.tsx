import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2022', '2023', '2024'];

// A label function is called with the place where the text will appear.
const labelFor = (short: string, long: string) => (location: 'tooltip' | 'legend') => (location === 'legend' ? short : long);

export default function SeriesLabelLocations() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: years, label: 'Financial year' }]}
        // The y-axis title sits at a fixed distance from the axis: short tick labels keep it clear.
        yAxis={[{ label: 'Members', valueFormatter: (value: number) => `${value / 1000}k` }]}
        series={[
          // Short names keep the legend on one line; the tooltip has room for details.
          { label: labelFor('Adults', 'Adult members (18-64)'), data: [1240, 1310, 1395] },
          { label: labelFor('Juniors', 'Junior members (under 18)'), data: [430, 512, 580] },
          { label: labelFor('Seniors', 'Senior members (65 and over)'), data: [610, 640, 702] },
        ]}
        margin={{ left: 60 }}
        tooltip={{ trigger: 'item' }}
      />
    </div>
  );
}
