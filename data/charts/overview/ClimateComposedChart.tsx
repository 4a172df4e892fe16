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
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Climate normals of a mild coastal town: rain in mm, average daily high in °C.
const rainfall = [96, 80, 62, 57, 44, 16, 5, 7, 30, 84, 108, 118];
const highs = [14.8, 16.1, 18.7, 19.9, 22.6, 26.1, 28.4, 28.9, 26.7, 22.5, 18.3, 15.4];

export default function ClimateComposedChart() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <ResponsiveChartContainer
        height={380}
        margin={{ top: 60, right: 50, bottom: 30, left: 50 }}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'rain', min: 0, max: 140 },
          { id: 'temperature', min: 0, max: 35 },
        ]}
        series={[
          {
            type: 'bar',
            label: 'Rainfall',
            data: rainfall,
            yAxisId: 'rain',
            color: '#64b5f6',
            valueFormatter: (value) => `${value ?? 0} mm`,
          },
          {
            type: 'line',
            label: 'Average high',
            data: highs,
            yAxisId: 'temperature',
            color: '#ef6c00',
            curve: 'natural',
            valueFormatter: (value) => `${value ?? 0} °C`,
          },
        ]}
      >
        <ChartsGrid horizontal />
        <BarPlot skipAnimation borderRadius={3} />
        <LinePlot skipAnimation />
        <MarkPlot skipAnimation />
        <ChartsReferenceLine y={25} axisId="temperature" label="Beach days" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="rain" position="left" label="mm" />
        <ChartsYAxis axisId="temperature" position="right" label="°C" />
        <ChartsAxisHighlight x="band" />
        <ChartsLegend position={{ vertical: 'top', horizontal: 'middle' }} direction="row" />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </div>
  );
}
