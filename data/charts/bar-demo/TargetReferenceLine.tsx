import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
// Hours volunteered at a food bank each week, against a weekly target of 120 hours.
const hours = [96, 118, 131, 104, 142, 125];
const target = 120;

export default function TargetReferenceLine() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: weeks }]}
        yAxis={[{ min: 0, max: 160 }]}
        series={[{ label: 'Hours', data: hours, color: '#00897b' }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, right: 20 }}
        barLabel="value"
      >
        {/* Children are drawn on top of the plot, in the same coordinate system. */}
        <ChartsReferenceLine
          y={target}
          label={`Target ${target} h`}
          labelAlign="start"
          lineStyle={{ stroke: '#e65100', strokeDasharray: '6 4', strokeWidth: 2 }}
          labelStyle={{ fill: '#e65100', fontSize: 12 }}
        />
      </BarChart>
    </div>
  );
}
