import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const rooms = ['Office 1', 'Office 2', 'Meeting', 'Lab', 'Kitchen'];
// Average CO₂ level in each room over a working day, in ppm.
const co2 = [720, 980, 1450, 860, 620];

export default function FixedTickPositions() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: rooms }]}
        yAxis={[
          {
            min: 0,
            max: 1600,
            // Ticks exactly at the levels that matter, instead of round numbers.
            tickInterval: [0, 400, 1000, 1400],
            valueFormatter: (ppm: number) => `${ppm}`,
          },
        ]}
        series={[{ label: 'CO₂', data: co2, valueFormatter: (ppm) => `${ppm} ppm` }]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      >
        <ChartsReferenceLine y={1000} label="Ventilate" labelAlign="end" lineStyle={{ strokeDasharray: '4 4' }} />
      </BarChart>
    </div>
  );
}
