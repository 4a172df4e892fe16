import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Trees planted by a city's volunteers each year.
const trees = [420, 610, 380, 720, 940, 1130, 1480];

export default function AxisTextStyle() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[
          {
            scaleType: 'point',
            data: years,
            valueFormatter: (year: number) => String(year),
            label: 'Planting season',
            // Tick labels: smaller and italic; the axis label: bold and spaced.
            tickLabelStyle: { fontSize: 11, fontStyle: 'italic' },
            labelStyle: { fontSize: 13, fontWeight: 700, letterSpacing: '0.05em' },
          },
        ]}
        yAxis={[
          {
            label: 'Trees planted',
            labelStyle: { fontSize: 13, fontWeight: 700 },
            tickLabelStyle: { fontSize: 11 },
            // Short tick labels: the axis label sits at a fixed distance from the axis line.
            valueFormatter: (trees: number) => (trees >= 1000 ? `${trees / 1000}k` : `${trees}`),
          },
        ]}
        series={[{ label: 'Trees', data: trees, color: '#2e7d32' }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: 70, bottom: 60 }}
      />
    </div>
  );
}
