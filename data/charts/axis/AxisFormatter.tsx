import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'Centre', 'South', 'Islands'];
// Yearly revenue of a chain of garden centres, in euros.
const revenue = [2_450_000, 3_980_000, 1_720_000, 640_000];

const full = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', notation: 'compact' });

export default function AxisFormatter() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: regions,
            // The context says where the text goes: a short form under the bars, a long one in the tooltip.
            valueFormatter: (region: string, context) => (context.location === 'tick' ? region : `${region} region`),
          },
        ]}
        // Compact amounts on the ticks (€2M), so they fit the margin.
        yAxis={[{ valueFormatter: (value: number) => compact.format(value) }]}
        // The full amount in the tooltip.
        series={[{ label: 'Revenue', data: revenue, valueFormatter: (value) => (value === null ? '' : full.format(value)) }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: 60 }}
      />
    </div>
  );
}
