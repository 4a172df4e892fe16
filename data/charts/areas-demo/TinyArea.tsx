import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6:00', '7:00', '8:00', '9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
// Visitors in a public library, counted every hour.
const visitors = [0, 4, 18, 36, 52, 61, 74, 70, 66, 58, 71, 43];

export default function TinyArea() {
  return (
    <Paper variant="outlined" sx={{ height: 150, maxWidth: 280, p: 1.5, boxSizing: 'border-box' }}>
      <Typography variant="body2" color="text.secondary">
        Visitors in the building
      </Typography>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
        Peak 74 at 12:00
      </Typography>
      <LineChart
        height={72}
        leftAxis={null}
        bottomAxis={null}
        margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[{ label: 'Visitors', data: visitors, area: true, showMark: false, color: '#7e57c2' }]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Paper>
  );
}
