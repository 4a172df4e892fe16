import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Visitors to a small museum, by ticket type.
const adults = [4200, 3800, 5100, 6600, 7200, 8000];
const students = [1800, 2200, 2500, 1900, 1400, 900];
const children = [1100, 900, 1500, 2400, 2000, 3100];

export default function SimpleOrStackedBars() {
  const [stacked, setStacked] = React.useState(false);
  // The same three series: with a shared stack key they pile up, without it they stand side by side.
  const stack = stacked ? 'visitors' : undefined;

  return (
    <div style={{ height: 360, width: '100%' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />}
        label="Stack the ticket types"
      />
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { label: 'Adults', data: adults, stack },
          { label: 'Students', data: students, stack },
          { label: 'Children', data: children, stack },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
