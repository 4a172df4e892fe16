import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// A campsite: nights booked (bars, left axis) and average price per night in euros (line, right axis).
export default function ComposedAxes() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <ResponsiveChartContainer
        height={320}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          // Short tick labels ("1.5k"): an axis label sits at a fixed distance from its axis line.
          { id: 'nights', min: 0, valueFormatter: (nights: number) => (nights >= 1000 ? `${nights / 1000}k` : `${nights}`) },
          { id: 'price', min: 0, max: 40 },
        ]}
        series={[
          { type: 'bar', label: 'Nights booked', data: [120, 180, 420, 860, 1240, 1980], yAxisId: 'nights', color: '#7cb342' },
          { type: 'line', label: 'Price per night (€)', data: [18, 18, 21, 26, 29, 34], yAxisId: 'price', color: '#5d4037' },
        ]}
        margin={{ top: 20, left: 55, right: 55 }}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        {/* Each axis is a component: choose its axis id, its side and its own options. */}
        <ChartsXAxis axisId="months" position="bottom" />
        <ChartsYAxis axisId="nights" position="left" label="Nights" />
        <ChartsYAxis axisId="price" position="right" label="€ per night" tickLabelStyle={{ fill: '#8d6e63' }} />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ResponsiveChartContainer>
    </div>
  );
}
