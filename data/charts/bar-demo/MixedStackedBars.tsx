import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];
// A parcel depot: orders received, next to the same week's parcels split by how they left.
const formatParcels = (value: number | null) => (value === null ? '' : `${value} parcels`);

export default function MixedStackedBars() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        series={[
          // No stack: a bar of its own in each week.
          { label: 'Received', data: [540, 610, 580, 655], color: '#78909c', valueFormatter: formatParcels },
          // Same stack: one pile next to it.
          { label: 'Sent on time', data: [470, 520, 545, 560], stack: 'sent', color: '#43a047', valueFormatter: formatParcels },
          { label: 'Sent late', data: [55, 70, 22, 81], stack: 'sent', color: '#fb8c00', valueFormatter: formatParcels },
        ]}
        grid={{ horizontal: true }}
        // Room for the legend when it wraps onto two rows on a phone.
        margin={{ top: 80 }}
      />
    </div>
  );
}
