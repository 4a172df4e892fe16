import * as React from 'react';
import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h'];
// Output of a rooftop solar installation, in kWh per two hours.
const output = [0.4, 2.1, 4.8, 6.2, 5.7, 3.3, 0.9];

export default function GradientBars() {
  // Gradient ids are global to the page: useId keeps two copies of the chart apart.
  const id = `sun-${React.useId().replace(/:/g, '')}`;

  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: hours }]}
        series={[{ id: 'solar', label: 'Output (kWh)', data: output }]}
        // The series class targets these bars only; their fill refers to the gradient below.
        sx={{ [`& .${barElementClasses.root}.MuiBarElement-series-solar`]: { fill: `url(#${id})` } }}
        slotProps={{ legend: { hidden: true } }}
        borderRadius={4}
        margin={{ top: 20 }}
      >
        {/* Children of a chart are drawn inside its SVG, so they can declare <defs>. */}
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#ffb300" />
            <stop offset="100%" stopColor="#e65100" />
          </linearGradient>
        </defs>
      </BarChart>
    </div>
  );
}
