import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];
// How readers of a news site reach it (millions of visits per year).
const search = [41, 44, 46, 52, 49, 45, 42, 39];
const social = [22, 26, 27, 31, 33, 30, 26, 24];
const direct = [30, 29, 28, 33, 35, 37, 40, 44];
const newsletter = [4, 5, 7, 10, 13, 16, 19, 22];

export default function PercentAreas() {
  // 'expand' rescales each year's stack to 0–1, so the layers show shares, not amounts.
  const common = { stack: 'visits', stackOffset: 'expand', area: true, showMark: false } as const;
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ valueFormatter: (share: number) => `${Math.round(share * 100)} %` }]}
        series={[
          { ...common, label: 'Search', data: search, valueFormatter: (value) => `${value} M visits` },
          { ...common, label: 'Social', data: social, valueFormatter: (value) => `${value} M visits` },
          { ...common, label: 'Direct', data: direct, valueFormatter: (value) => `${value} M visits` },
          { ...common, label: 'Newsletter', data: newsletter, valueFormatter: (value) => `${value} M visits` },
        ]}
        margin={{ top: 70, left: 55 }}
      />
    </div>
  );
}
