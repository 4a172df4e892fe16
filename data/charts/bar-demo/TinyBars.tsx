import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const hours = ['9', '10', '11', '12', '13', '14', '15', '16', '17'];
// Customers served per hour at a bakery counter today.
const served = [14, 22, 19, 35, 41, 18, 12, 16, 25];

export default function TinyBars() {
  return (
    <Paper variant="outlined" sx={{ height: 150, maxWidth: 280, p: 1.5, boxSizing: 'border-box' }}>
      <Typography variant="body2" color="text.secondary">
        Customers per hour
      </Typography>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
        202 today
      </Typography>
      <BarChart
        height={72}
        // No axes, no legend and almost no margin: the bars fill the card.
        leftAxis={null}
        bottomAxis={null}
        margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
        xAxis={[{ scaleType: 'band', data: hours, valueFormatter: (hour: string) => `${hour}:00` }]}
        series={[{ label: 'Served', data: served, color: '#8d6e63' }]}
        slotProps={{ legend: { hidden: true } }}
        borderRadius={2}
      />
    </Paper>
  );
}
