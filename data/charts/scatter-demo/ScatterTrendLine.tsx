import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsVoronoiHandler } from '@mui/x-charts/ChartsVoronoiHandler';

// Hours studied and exam score of 14 students.
const students = [
  [2, 52], [3, 58], [4, 55], [5, 63], [5, 70], [6, 66], [7, 72],
  [8, 69], [8, 78], [9, 81], [10, 77], [11, 86], [12, 84], [13, 91],
].map(([x = 0, y = 0], index) => ({ id: index, x, y }));

// Least-squares fit: score = slope * hours + intercept.
const n = students.length;
const meanX = students.reduce((sum, p) => sum + p.x, 0) / n;
const meanY = students.reduce((sum, p) => sum + p.y, 0) / n;
const slope =
  students.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) /
  students.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const ends = [0, 14];

export default function ScatterTrendLine() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <ResponsiveChartContainer
        height={320}
        margin={{ top: 20, right: 20, bottom: 50, left: 50 }}
        // The line series needs x values on the axis; the scatter points carry their own.
        xAxis={[{ id: 'hours', scaleType: 'linear', data: ends, min: 0, max: 14, label: 'Hours studied' }]}
        yAxis={[{ id: 'score', min: 40, max: 100 }]}
        series={[
          { type: 'scatter', id: 'students', label: 'Student', data: students, markerSize: 5 },
          {
            type: 'line',
            id: 'trend',
            label: 'Trend',
            data: ends.map((x) => Math.round((slope * x + intercept) * 10) / 10),
            color: '#e53935',
            showMark: false,
            curve: 'linear',
          },
        ]}
      >
        <ChartsGrid horizontal vertical />
        <LinePlot skipAnimation />
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis label="Score" />
        {/* The Voronoi handler makes the nearest point hoverable, as in ScatterChart. */}
        <ChartsVoronoiHandler voronoiMaxRadius={30} />
        <ChartsTooltip trigger="item" />
      </ResponsiveChartContainer>
    </div>
  );
}
