import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Open support tickets at the end of each day.
const open = [48, 52, 45, 39, 41, 33, 29];

export default function TinyLine() {
  return (
    <Paper variant="outlined" sx={{ height: 150, maxWidth: 280, p: 1.5, boxSizing: 'border-box' }}>
      <Typography variant="body2" color="text.secondary">
        Open tickets
      </Typography>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
        29, down 40 % this week
      </Typography>
      <LineChart
        height={72}
        // No axes and no legend, a small margin so the line and its marks are not cut.
        leftAxis={null}
        bottomAxis={null}
        margin={{ top: 6, right: 6, bottom: 6, left: 6 }}
        xAxis={[{ scaleType: 'point', data: days }]}
        series={[{ label: 'Open', data: open, color: '#2e7d32', curve: 'linear' }]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Paper>
  );
}
