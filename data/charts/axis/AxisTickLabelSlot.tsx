import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Loaves sold by a village bakery.
const loaves = [120, 112, 118, 125, 160, 240, 210];

// The `axisTickLabel` slot draws every tick label of the chart. This one keeps the default
// ChartsText and only marks the weekend labels.
function WeekendTickLabel(props: ChartsTextProps) {
  const weekend = props.text === 'Sat' || props.text === 'Sun';
  return <ChartsText {...props} style={{ ...props.style, ...(weekend ? { fill: '#e65100', fontWeight: 700 } : {}) }} />;
}

export default function AxisTickLabelSlot() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days, colorMap: { type: 'ordinal', values: ['Sat', 'Sun'], colors: ['#e65100', '#e65100'], unknownColor: '#90a4ae' } }]}
        series={[{ label: 'Loaves', data: loaves }]}
        slots={{ axisTickLabel: WeekendTickLabel }}
        // The rendering options of one side: longer ticks, a softer line.
        bottomAxis={{ tickSize: 10, stroke: '#90a4ae' }}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
