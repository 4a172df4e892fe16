import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = Array.from({ length: 14 }, (_, index) => index + 1);
// Water level of a river (cm) over two weeks with a flood peak.
const level = [180, 184, 190, 215, 262, 318, 356, 371, 349, 301, 262, 230, 205, 192];

export default function AxisReferenceLines() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: number) => `Day ${day}`, tickLabelInterval: (_day, index) => index % 2 === 0 }]}
        yAxis={[{ min: 150, max: 400 }]}
        series={[{ label: 'Water level (cm)', data: level, showMark: false, color: '#0277bd' }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      >
        {/* A y value draws a horizontal line, an x value a vertical one, in the units of their axes. */}
        <ChartsReferenceLine y={300} label="Flood alert" labelAlign="start" lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }} labelStyle={{ fill: '#d32f2f', fontSize: 12 }} />
        <ChartsReferenceLine x={8} label="Peak" labelAlign="end" lineStyle={{ strokeDasharray: '2 3' }} labelStyle={{ fontSize: 12 }} />
      </LineChart>
    </div>
  );
}
