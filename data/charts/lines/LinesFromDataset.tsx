import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Passengers of a city's public transport, in millions per year: one row per year.
const ridership = [
  { year: 2016, bus: 61, tram: 24, metro: 88 },
  { year: 2017, bus: 63, tram: 27, metro: 91 },
  { year: 2018, bus: 62, tram: 31, metro: 95 },
  { year: 2019, bus: 64, tram: 36, metro: 99 },
  { year: 2020, bus: 38, tram: 22, metro: 54 },
  { year: 2021, bus: 47, tram: 28, metro: 69 },
  { year: 2022, bus: 56, tram: 37, metro: 86 },
  { year: 2023, bus: 59, tram: 42, metro: 97 },
];

const millions = (value: number | null) => (value === null ? '' : `${value} M`);

export default function LinesFromDataset() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        dataset={ridership}
        // Years are numbers: without a formatter, the tooltip header would read "2,016".
        xAxis={[{ scaleType: 'point', dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
        series={[
          { dataKey: 'metro', label: 'Metro', valueFormatter: millions },
          { dataKey: 'bus', label: 'Bus', valueFormatter: millions },
          { dataKey: 'tram', label: 'Tram', valueFormatter: millions },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
