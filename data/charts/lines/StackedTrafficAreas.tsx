import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Visits (in thousands) to a small online bookshop, by traffic source.
const search = [4.2, 4.8, 5.1, 4.9, 4.4, 3.1, 2.8];
const social = [1.3, 1.1, 1.6, 2.4, 2.9, 3.8, 3.5];
const direct = [2.1, 2.3, 2.2, 2.4, 2.0, 1.2, 1.0];

const formatVisits = (value: number | null) => (value === null ? '' : `${value}k visits`);

export default function StackedTrafficAreas() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: weekdays }]}
        yAxis={[{ min: 0 }]}
        series={[
          { label: 'Search', data: search, area: true, stack: 'visits', showMark: false, valueFormatter: formatVisits },
          { label: 'Social', data: social, area: true, stack: 'visits', showMark: false, valueFormatter: formatVisits },
          { label: 'Direct', data: direct, area: true, stack: 'visits', showMark: false, valueFormatter: formatVisits },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
