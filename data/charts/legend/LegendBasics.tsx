import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Members of a climbing gym by pass type, and the gym's capacity as a plain line.
export default function LegendBasics() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { label: 'Monthly pass', data: [240, 262, 281, 290, 305, 298] },
          { label: 'Ten-visit card', data: [130, 141, 139, 152, 160, 171] },
          // No label: this series draws its line but gets no legend entry.
          { data: [400, 400, 400, 400, 400, 400], color: '#9e9e9e', showMark: false, valueFormatter: () => null },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
