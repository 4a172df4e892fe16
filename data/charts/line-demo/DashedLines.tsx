import * as React from 'react';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
// Cumulative kilometres cycled by a commuter, against the plan and last year.
const actual = [120, 260, 410, 590, 800, 1010, 1150, 1290, 1480];
const plan = [150, 300, 450, 600, 750, 900, 1050, 1200, 1350];
const lastYear = [90, 190, 320, 460, 620, 790, 900, 1010, 1160];

export default function DashedLines() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { id: 'actual', label: 'This year', data: actual, color: '#00897b' },
          { id: 'plan', label: 'Plan (dashed)', data: plan, color: '#757575', showMark: false },
          { id: 'last-year', label: 'Last year (dotted)', data: lastYear, color: '#757575', showMark: false },
        ]}
        sx={{
          // Each line carries a class with its series id: MuiLineElement-series-<id>.
          [`& .${lineElementClasses.root}.MuiLineElement-series-plan`]: { strokeDasharray: '8 4' },
          [`& .${lineElementClasses.root}.MuiLineElement-series-last-year`]: { strokeDasharray: '2 4', strokeLinecap: 'round' },
        }}
        grid={{ horizontal: true }}
        // Room for the legend when it wraps onto two rows on a phone.
        margin={{ left: 55, top: 70 }}
      />
    </div>
  );
}
