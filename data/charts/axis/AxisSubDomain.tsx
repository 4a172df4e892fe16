import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Resting heart rate of a runner over a year of training, in beats per minute.
const heartRate = [64, 63, 63, 61, 60, 59, 58, 58, 57, 56, 56, 55];

export default function AxisSubDomain() {
  const [zoomed, setZoomed] = React.useState(true);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <FormControlLabel
        sx={{ height: 44, m: 0 }}
        control={<Switch checked={zoomed} onChange={(event) => setZoomed(event.target.checked)} />}
        label="yAxis min 50, max 70"
      />
      <LineChart
        height={296}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months }]}
        // A fixed sub-domain: the axis shows 50 to 70 bpm instead of the automatic 0 to 70.
        yAxis={[zoomed ? { min: 50, max: 70 } : { min: 0 }]}
        series={[{ label: 'Resting heart rate', data: heartRate, valueFormatter: (bpm) => `${bpm} bpm` }]}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
