import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily sunshine hours in three cities.
const cities = [
  { name: 'Bergen', hours: [1, 2, 3, 5, 7, 7, 6, 6, 4, 2, 1, 1] },
  { name: 'Madrid', hours: [5, 6, 7, 8, 10, 12, 12, 11, 9, 6, 5, 4] },
  { name: 'Cairo', hours: [7, 8, 9, 10, 11, 12, 12, 12, 11, 10, 8, 7] },
];

export default function LineAnimation() {
  const [index, setIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const city = cities[index] ?? { name: '', hours: [] };

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44, display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button size="small" variant="outlined" onClick={() => setIndex((index + 1) % cities.length)}>
          Next city
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </div>
      <LineChart
        height={296}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'point', data: months }]}
        // A fixed range, so the line moves against the same scale.
        yAxis={[{ min: 0, max: 13 }]}
        series={[{ id: 'sunshine', label: `Sunshine in ${city.name} (h/day)`, data: city.hours, area: true }]}
      />
    </div>
  );
}
