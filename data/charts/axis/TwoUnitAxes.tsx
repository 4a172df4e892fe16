import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average high temperature of a desert town, in °C.
const highs = [19, 21, 25, 30, 34, 39, 41, 40, 37, 31, 24, 19];

// Two y-axes over the same range, one in °C and one in °F, so both scales line up.
const minC = 10;
const maxC = 45;
const toF = (celsius: number) => (celsius * 9) / 5 + 32;

export default function TwoUnitAxes() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months, tickLabelInterval: (_value, index) => index % 2 === 0 }]}
        yAxis={[
          { id: 'celsius', min: minC, max: maxC, label: '°C' },
          { id: 'fahrenheit', min: toF(minC), max: toF(maxC), label: '°F' },
        ]}
        // Only the Celsius axis has a series; the Fahrenheit axis is a second reading of it.
        series={[{ label: 'Average high', data: highs, yAxisId: 'celsius', valueFormatter: (value) => `${value} °C / ${toF(value ?? 0)} °F` }]}
        leftAxis="celsius"
        rightAxis="fahrenheit"
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: 50, right: 50 }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
