import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Product features rated by users: how often used (x, %) and satisfaction (y, out of 10).
const features = [
  { id: 'search', x: 82, y: 8.1 }, { id: 'export', x: 34, y: 7.6 }, { id: 'sharing', x: 71, y: 5.2 },
  { id: 'themes', x: 22, y: 4.1 }, { id: 'tags', x: 48, y: 6.9 }, { id: 'offline', x: 15, y: 8.4 },
  { id: 'reminders', x: 63, y: 7.9 }, { id: 'import', x: 28, y: 5.0 }, { id: 'comments', x: 56, y: 4.6 },
];
const meanUse = features.reduce((sum, f) => sum + f.x, 0) / features.length;
const meanScore = features.reduce((sum, f) => sum + f.y, 0) / features.length;

export default function QuadrantScatter() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <ScatterChart
        height={340}
        series={[
          { label: 'Feature', data: features, markerSize: 6, valueFormatter: (point) => `${point.id}: used by ${point.x}%, rated ${point.y}` },
        ]}
        xAxis={[{ min: 0, max: 100, label: 'Used by (%)' }]}
        yAxis={[{ min: 3, max: 9 }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, right: 20 }}
      >
        {/* Lines at the averages split the plot into four quadrants. */}
        <ChartsReferenceLine x={meanUse} label="avg. use" labelAlign="start" lineStyle={{ strokeDasharray: '3 3' }} />
        <ChartsReferenceLine y={meanScore} label="avg. rating" labelAlign="end" lineStyle={{ strokeDasharray: '3 3' }} />
      </ScatterChart>
    </div>
  );
}
