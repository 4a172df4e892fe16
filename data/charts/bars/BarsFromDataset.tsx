import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// One row per month, one column per city: rainfall in millimetres (rounded monthly normals).
const rainfall = [
  { month: 'Jan', dublin: 63, lisbon: 100, vienna: 21 },
  { month: 'Feb', dublin: 48, lisbon: 91, vienna: 29 },
  { month: 'Mar', dublin: 51, lisbon: 61, vienna: 41 },
  { month: 'Apr', dublin: 51, lisbon: 66, vienna: 46 },
  { month: 'May', dublin: 55, lisbon: 52, vienna: 70 },
  { month: 'Jun', dublin: 56, lisbon: 14, vienna: 72 },
];

const millimetres = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function BarsFromDataset() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        dataset={rainfall}
        // The axis and every series read their values from the rows by key.
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'Rainfall (mm)' }]}
        series={[
          { dataKey: 'dublin', label: 'Dublin', valueFormatter: millimetres },
          { dataKey: 'lisbon', label: 'Lisbon', valueFormatter: millimetres },
          { dataKey: 'vienna', label: 'Vienna', valueFormatter: millimetres },
        ]}
        margin={{ left: 60 }}
      />
    </div>
  );
}
