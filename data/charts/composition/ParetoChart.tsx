import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// Causes of late deliveries over a month, sorted from the most to the least frequent.
const causes = ['Traffic', 'Address', 'Weather', 'Loading', 'Vehicle', 'Other'];
const counts = [48, 27, 15, 9, 6, 5];
const total = counts.reduce((sum, value) => sum + value, 0);
// Running share of all late deliveries, in percent.
const cumulative = counts.map((_, index) => Math.round((counts.slice(0, index + 1).reduce((sum, value) => sum + value, 0) / total) * 100));

export default function ParetoChart() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <ResponsiveChartContainer
        height={340}
        margin={{ top: 50, right: 45, bottom: 30, left: 40 }}
        xAxis={[{ id: 'causes', scaleType: 'band', data: causes }]}
        yAxis={[
          { id: 'count', min: 0 },
          // Formatting belongs to the axis configuration, not to the ChartsYAxis component.
          { id: 'share', min: 0, max: 100, valueFormatter: (value: number) => `${value}%` },
        ]}
        series={[
          { type: 'bar', id: 'count', label: 'Late deliveries', data: counts, yAxisId: 'count', color: '#5c6bc0' },
          {
            type: 'line',
            id: 'share',
            label: 'Cumulative %',
            data: cumulative,
            yAxisId: 'share',
            color: '#e65100',
            curve: 'linear',
            valueFormatter: (value) => `${value}%`,
          },
        ]}
      >
        {/* Children are drawn in order: later ones on top. */}
        <ChartsGrid horizontal />
        <BarPlot skipAnimation borderRadius={3} />
        <LinePlot skipAnimation />
        <MarkPlot skipAnimation />
        <ChartsXAxis axisId="causes" tickLabelStyle={{ fontSize: 11 }} />
        <ChartsYAxis axisId="count" position="left" />
        <ChartsYAxis axisId="share" position="right" />
        <ChartsAxisHighlight x="band" />
        <ChartsLegend direction="row" position={{ vertical: 'top', horizontal: 'middle' }} itemMarkWidth={12} itemMarkHeight={12} />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </div>
  );
}
