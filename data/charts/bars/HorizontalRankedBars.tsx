import * as React from 'react';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

// Support tickets closed in March, per agent, sorted so the ranking reads top to bottom.
const agents = [
  { name: 'Priya', closed: 142 },
  { name: 'Jonas', closed: 128 },
  { name: 'Mei', closed: 117 },
  { name: 'Carlos', closed: 96 },
  { name: 'Fatima', closed: 88 },
  { name: 'Olivier', closed: 61 },
];

export default function HorizontalRankedBars() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        skipAnimation
        layout="horizontal"
        dataset={agents}
        yAxis={[{ scaleType: 'band', dataKey: 'name' }]}
        xAxis={[{ min: 0 }]}
        series={[{ dataKey: 'closed', label: 'Tickets closed', color: '#3949ab' }]}
        barLabel="value"
        borderRadius={6}
        grid={{ vertical: true }}
        margin={{ left: 70, right: 20 }}
        slotProps={{ legend: { hidden: true } }}
        // Labels sit on the dark bars, so they stay white in light and dark mode.
        sx={{ [`& .${barLabelClasses.root}`]: { fill: '#ffffff', fontWeight: 600 } }}
      />
    </div>
  );
}
