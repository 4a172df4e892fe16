import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2022', '2023', '2024'];

// Bikes sold by a cycling shop (units). Two stack groups: city bikes and e-bikes,
// each split into new and refurbished, so the groups stand side by side per year.
const formatUnits = (value: number | null) => (value === null ? '' : `${value} bikes`);

export default function StackGroupsBars() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: years }]}
        series={[
          { stack: 'city', label: 'City, new', data: [210, 195, 180], color: '#1e88e5', valueFormatter: formatUnits },
          { stack: 'city', label: 'City, refurb.', data: [40, 62, 85], color: '#90caf9', valueFormatter: formatUnits },
          { stack: 'ebike', label: 'E-bike, new', data: [95, 140, 190], color: '#e65100', valueFormatter: formatUnits },
          { stack: 'ebike', label: 'E-bike, refurb.', data: [5, 18, 36], color: '#ffb74d', valueFormatter: formatUnits },
        ]}
        margin={{ top: 80 }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
