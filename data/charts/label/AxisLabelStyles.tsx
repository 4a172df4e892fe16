import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Tree survey of a park: trunk diameter (cm) against height (m).
const trees = [
  { id: 1, x: 18, y: 9 }, { id: 2, x: 25, y: 13 }, { id: 3, x: 31, y: 15 }, { id: 4, x: 42, y: 19 },
  { id: 5, x: 55, y: 22 }, { id: 6, x: 60, y: 21 }, { id: 7, x: 72, y: 25 }, { id: 8, x: 38, y: 18 },
];

export default function AxisLabelStyles() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <ScatterChart
        height={320}
        series={[{ label: 'Tree', data: trees, markerSize: 5 }]}
        xAxis={[
          {
            // A line break in the label gives a second line.
            label: 'Trunk diameter\n(cm, at 1.3 m)',
            labelStyle: { fontSize: 13, fontWeight: 600 },
          },
        ]}
        yAxis={[
          {
            label: 'Height (m)',
            labelStyle: { fontSize: 13, fontWeight: 600 },
            tickLabelStyle: { fill: '#2e7d32' },
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, right: 20, bottom: 75 }}
      />
    </div>
  );
}
