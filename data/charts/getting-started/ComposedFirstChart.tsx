import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// The same visitors as a composition: bars for new visitors, a line for returning ones.
export default function ComposedFirstChart() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <ResponsiveChartContainer
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[
          { type: 'bar', label: 'New visitors', data: [120, 98, 143, 165, 131] },
          { type: 'line', label: 'Returning visitors', data: [80, 91, 77, 102, 95] },
        ]}
        // Room for the legend when it wraps onto two rows on a phone.
        margin={{ top: 70 }}
      >
        {/* Children are drawn in order: plots first, then axes and reading aids on top. */}
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsAxisHighlight x="band" />
        <ChartsLegend />
        <ChartsTooltip />
      </ResponsiveChartContainer>
    </div>
  );
}
