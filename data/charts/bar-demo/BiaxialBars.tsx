import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];
// A solar installer: panels installed (hundreds) and revenue (millions of euros) per region.
export default function BiaxialBars() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[
          { id: 'panels', label: 'Panels (hundreds)' },
          { id: 'revenue', label: 'Revenue (€M)' },
        ]}
        series={[
          { label: 'Panels', data: [34, 58, 41, 27], yAxisId: 'panels', valueFormatter: (value) => `${(value ?? 0) * 100} panels` },
          { label: 'Revenue', data: [1.9, 3.6, 2.2, 1.7], yAxisId: 'revenue', valueFormatter: (value) => `€${value}M` },
        ]}
        // The first y-axis is drawn on the left by default; the second needs a side.
        leftAxis="panels"
        rightAxis="revenue"
        margin={{ left: 60, right: 60 }}
      />
    </div>
  );
}
