import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Rows as they might come from an API: one object per month.
const sales = [
  { month: 'Jan', coffee: 1840, tea: 760, pastries: 1120 },
  { month: 'Feb', coffee: 1710, tea: 820, pastries: 1050 },
  { month: 'Mar', coffee: 1960, tea: 700, pastries: 1240 },
  { month: 'Apr', coffee: 2130, tea: 610, pastries: 1380 },
  { month: 'May', coffee: 2290, tea: 540, pastries: 1460 },
];

const euros = (value: number | null) => (value === null ? '' : `€${value.toLocaleString('en-US')}`);

export default function CafeSalesDataset() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChart
        height={300}
        skipAnimation
        dataset={sales}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value / 1000}k` }]}
        series={[
          { dataKey: 'coffee', label: 'Coffee', valueFormatter: euros },
          { dataKey: 'tea', label: 'Tea', valueFormatter: euros },
          { dataKey: 'pastries', label: 'Pastries', valueFormatter: euros },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
