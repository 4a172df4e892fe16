import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LegendHiding() {
  const [hidden, setHidden] = React.useState(false);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="hidden"
      />
      <BarChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: quarters }]}
        // Electric and hybrid cars sold by a dealership.
        series={[
          { label: 'Electric', data: [42, 55, 61, 78] },
          { label: 'Hybrid', data: [66, 58, 63, 59] },
        ]}
        slotProps={{ legend: { hidden } }}
        // The legend lives in the top margin: give that space back to the bars when it is hidden.
        margin={{ top: hidden ? 20 : 50 }}
      />
    </div>
  );
}
