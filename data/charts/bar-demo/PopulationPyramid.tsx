import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Residents of a fictional island town by age group. Men are stored as negative numbers
// so their bars grow to the left; the formatters print them without the sign.
const ageGroups = ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80+'];
const men = [-410, -452, -388, -420, -486, -530, -498, -352, -160];
const women = [395, 430, 402, 437, 491, 541, 522, 401, 248];

const absolute = (value: number | null) => (value === null ? '' : `${Math.abs(value)} residents`);

export default function PopulationPyramid() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <BarChart
        height={380}
        skipAnimation
        layout="horizontal"
        // Band y-axes list categories from the top; reverse puts the youngest group at the bottom.
        yAxis={[{ scaleType: 'band', data: ageGroups, reverse: true }]}
        xAxis={[{ valueFormatter: (value: number) => `${Math.abs(value)}` }]}
        series={[
          // The same stack with the default 'diverging' offset puts negative values left of zero.
          { label: 'Men', data: men, stack: 'population', color: '#5c6bc0', valueFormatter: absolute },
          { label: 'Women', data: women, stack: 'population', color: '#ef7b8b', valueFormatter: absolute },
        ]}
        grid={{ vertical: true }}
        margin={{ left: 55, right: 20 }}
      />
    </div>
  );
}
