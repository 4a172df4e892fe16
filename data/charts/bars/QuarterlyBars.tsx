import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function QuarterlyBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: [35, 44, 24, 34], label: 'Grid' },
        { data: [51, 6, 49, 30], label: 'Pickers' },
        { data: [15, 25, 30, 50], label: 'Charts' },
      ]}
    />
  );
}
