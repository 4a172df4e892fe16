import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const desks = ['Returns', 'Billing', 'Delivery', 'Tech'];
// Calls answered per help-desk queue, four weeks in a row.
const weeks = [
  [120, 86, 140, 64],
  [95, 110, 132, 80],
  [150, 72, 98, 91],
  [104, 99, 160, 58],
];

export default function BarAnimation() {
  const [week, setWeek] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 44, display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button size="small" variant="outlined" onClick={() => setWeek((week + 1) % weeks.length)}>
          Next week
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </div>
      <BarChart
        height={316}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: desks }]}
        // A fixed range, so the bars grow and shrink against the same scale.
        yAxis={[{ min: 0, max: 180 }]}
        series={[{ label: `Calls answered in week ${week + 1} of ${weeks.length}`, data: weeks[week] }]}
      />
    </div>
  );
}
