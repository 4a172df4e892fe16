import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const hours = ['0h', '3h', '6h', '9h', '12h', '15h', '18h', '21h'];
// Electricity use of a household over one day, in kW.
const load = [0.4, 0.3, 0.9, 1.6, 1.1, 0.8, 2.7, 1.9];

export default function LineGrid() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[{ label: 'Load', data: load, valueFormatter: (kw) => `${kw} kW`, curve: 'stepAfter', showMark: false }]}
        // Lines at every tick of both axes.
        grid={{ vertical: true, horizontal: true }}
        slotProps={{ legend: { hidden: true } }}
        sx={{
          // Dashed vertical lines, solid horizontal ones.
          [`& .${chartsGridClasses.verticalLine}`]: { strokeDasharray: '4 4' },
          [`& .${chartsGridClasses.horizontalLine}`]: { strokeWidth: 1 },
        }}
      />
    </div>
  );
}
