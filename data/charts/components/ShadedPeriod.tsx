import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

// Daily visitors of a swimming pool through the summer holidays.
const days = Array.from({ length: 60 }, (_, index) => new Date(2024, 5, 15 + index));
const visitors = days.map((_, index) => Math.round(300 + 250 * Math.sin((index - 5) / 18) + (index % 7 === 5 || index % 7 === 6 ? 40 : 0)));

interface PeriodProps {
  from: Date;
  to: Date;
  label: string;
}

// A custom component: it reads the x scale and the drawing area from the chart's context.
function PeriodBand({ from, to, label }: PeriodProps) {
  const xScale = useXScale<'time'>();
  const { top, height } = useDrawingArea();
  const left = xScale(from);
  const right = xScale(to);
  return (
    <g>
      <rect x={left} y={top} width={right - left} height={height} fill="#ffb300" fillOpacity={0.15} />
      <text x={(left + right) / 2} y={top + 14} textAnchor="middle" fontSize={12} fill="#b26a00">
        {label}
      </text>
    </g>
  );
}

export default function ShadedPeriod() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'time', data: days, domainLimit: 'strict', valueFormatter: (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }) }]}
        series={[{ label: 'Visitors', data: visitors, showMark: false, color: '#0277bd' }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, right: 20 }}
      >
        <PeriodBand from={new Date(2024, 6, 6)} to={new Date(2024, 6, 28)} label="Heatwave" />
      </LineChart>
    </div>
  );
}
