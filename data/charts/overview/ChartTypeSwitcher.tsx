import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

// One data set, rows as they might come from an API: a bakery's sales per month.
const dataset = [
  { month: 'Jan', bread: 410, pastries: 220 },
  { month: 'Feb', bread: 380, pastries: 240 },
  { month: 'Mar', bread: 430, pastries: 260 },
  { month: 'Apr', bread: 450, pastries: 310 },
  { month: 'May', bread: 470, pastries: 330 },
  { month: 'Jun', bread: 440, pastries: 360 },
];

type Kind = 'bars' | 'stacked' | 'lines' | 'areas';

export default function ChartTypeSwitcher() {
  const [kind, setKind] = React.useState<Kind>('bars');
  const stack = kind === 'stacked' || kind === 'areas' ? 'sales' : undefined;
  // The same series definitions work for both chart types; only a few options differ.
  const series = [
    { dataKey: 'bread', label: 'Bread', stack },
    { dataKey: 'pastries', label: 'Pastries', stack },
  ];

  return (
    <div style={{ height: 360, width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={kind} onChange={(_event, value: Kind | null) => value && setKind(value)} sx={{ height: 40 }}>
        <ToggleButton value="bars">bars</ToggleButton>
        <ToggleButton value="stacked">stacked</ToggleButton>
        <ToggleButton value="lines">lines</ToggleButton>
        <ToggleButton value="areas">areas</ToggleButton>
      </ToggleButtonGroup>
      {kind === 'bars' || kind === 'stacked' ? (
        <BarChart height={320} dataset={dataset} xAxis={[{ scaleType: 'band', dataKey: 'month' }]} series={series} />
      ) : (
        <LineChart
          height={320}
          dataset={dataset}
          xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
          series={series.map((item) => ({ ...item, area: kind === 'areas' }))}
        />
      )}
    </div>
  );
}
