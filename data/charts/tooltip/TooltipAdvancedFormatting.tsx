import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Tickets sold by a small theatre each month.
const tickets = [1840, 2110, 1975, 2430, 2890, 2310];

// The context gives the index of the value, so the formatter can compare it with the month before.
function withChange(value: number | null, { dataIndex }: { dataIndex: number }) {
  if (value === null) return null;
  const previous = tickets[dataIndex - 1];
  if (previous === undefined) return `${value} tickets`;
  const change = Math.round(((value - previous) / previous) * 100);
  return `${value} tickets (${change >= 0 ? '+' : '−'}${Math.abs(change)} % on ${months[dataIndex - 1]})`;
}

export default function TooltipAdvancedFormatting() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ label: 'Tickets', data: tickets, valueFormatter: withChange }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: 55 }}
      />
    </div>
  );
}
