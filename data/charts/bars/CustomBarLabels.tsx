import * as React from 'react';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';
import type { BarItem, BarLabelContext } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const series = [
  { id: 'online', label: 'Online', data: [38, 44, 51, 63], stack: 'revenue', color: '#00695c' },
  { id: 'retail', label: 'Retail', data: [25, 27, 24, 30], stack: 'revenue', color: '#1565c0' },
  { id: 'partners', label: 'Partners', data: [4, 12, 15, 14], stack: 'revenue', color: '#6a1b9a' },
];

// Text for each bar: the amount with its unit, or nothing when the bar is too short to hold it.
function revenueLabel(item: BarItem, context: BarLabelContext) {
  if (item.value === null || context.bar.height < 18) {
    return null;
  }
  return `€${item.value}k`;
}

export default function CustomBarLabels() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={series}
        barLabel={revenueLabel}
        borderRadius={4}
        grid={{ horizontal: true }}
        // Dark bar colors, so white labels read well in light and dark mode.
        sx={{ [`& .${barLabelClasses.root}`]: { fill: '#ffffff' } }}
      />
    </div>
  );
}
