import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const floors = ['Ground', '1st', '2nd', '3rd'];
// Desks booked on one day in an office building, by floor.
export default function BarValueLabels() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: floors }]}
        series={[
          { label: 'Booked', data: [38, 52, 47, 21] },
          { label: 'Free', data: [12, 8, 13, 29] },
        ]}
        // Each bar shows its own value, centred inside it.
        barLabel="value"
      />
    </div>
  );
}
