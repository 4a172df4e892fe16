import * as React from 'react';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Newsletter open rate (%) for two mailing lists.
const members = [41, 43, 40, 45, 47, 49];
const visitors = [22, 24, 23, 21, 26, 27];

export default function SxStyledChart() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 60 }]}
        series={[
          { id: 'members', label: 'Members', data: members, color: '#00695c' },
          { id: 'visitors', label: 'Visitors', data: visitors, color: '#ef6c00' },
        ]}
        grid={{ horizontal: true }}
        sx={{
          // Thicker lines, and a dashed one for the second series (per-series class).
          [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
          '& .MuiLineElement-series-visitors': { strokeDasharray: '8 4' },
          // Filled marks instead of hollow ones: each mark also has a per-series class.
          [`& .${markElementClasses.root}`]: { strokeWidth: 0 },
          '& .MuiMarkElement-series-members': { fill: '#00695c' },
          '& .MuiMarkElement-series-visitors': { fill: '#ef6c00' },
          // No y-axis line or ticks, muted tick labels on both axes.
          [`& .${axisClasses.left} .${axisClasses.line}, & .${axisClasses.left} .${axisClasses.tick}`]: { display: 'none' },
          [`& .${axisClasses.tickLabel}`]: { fill: '#78909c' },
          [`& .${chartsGridClasses.line}`]: { strokeDasharray: '2 4' },
          [`& .${legendClasses.label}`]: { fontWeight: 600 },
        }}
      />
    </div>
  );
}
