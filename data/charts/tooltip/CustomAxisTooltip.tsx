import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisContentProps } from '@mui/x-charts/ChartsTooltip';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Bread loaves sold by a bakery, by type.
const series = [
  { id: 'white', label: 'White', data: [120, 110, 115, 118, 140, 190, 90] },
  { id: 'rye', label: 'Rye', data: [45, 50, 48, 52, 60, 85, 40] },
  { id: 'spelt', label: 'Spelt', data: [20, 22, 25, 21, 30, 44, 18] },
];

// The axisContent slot receives the hovered axis value and index, and every series with its data.
function DayTotalTooltip(props: ChartsAxisContentProps) {
  const { axisValue, dataIndex, series: hovered } = props;
  if (dataIndex == null) {
    return null;
  }
  // Labels come from our own definitions: the received series can be of any type.
  const values = hovered.map((item) => ({
    id: item.id,
    label: series.find((own) => own.id === item.id)?.label ?? String(item.id),
    color: item.getColor(dataIndex),
    value: Number(item.data[dataIndex] ?? 0),
  }));
  const total = values.reduce((sum, item) => sum + item.value, 0);
  return (
    <Paper elevation={4} sx={{ px: 1.5, py: 1, minWidth: 160 }}>
      <Typography variant="subtitle2" component="p">
        {String(axisValue)}: {total} loaves
      </Typography>
      {values.map((item) => (
        <Typography key={item.id} variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span style={{ color: item.color }}>● {item.label}</span>
          <span>{Math.round((item.value / total) * 100)}%</span>
        </Typography>
      ))}
    </Paper>
  );
}

export default function CustomAxisTooltip() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={series.map((item) => ({ ...item, stack: 'bread' }))}
        slots={{ axisContent: DayTotalTooltip }}
      />
    </div>
  );
}
