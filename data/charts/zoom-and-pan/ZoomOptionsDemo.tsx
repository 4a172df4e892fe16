import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
// Adds the `zoom` option to the axis types (the package does not load it on its own).
import type {} from '@mui/x-charts-pro/typeOverloads';

// Hourly electricity price on a power exchange over two weeks (€/MWh), from a fixed formula.
const hours = Array.from({ length: 14 * 24 }, (_, index) => index);
const price = hours.map((hour) => Math.round(70 + 35 * Math.sin(((hour % 24) - 7) / 24 * 2 * Math.PI) + ((hour * 37) % 23) - 11));

export default function ZoomOptionsDemo() {
  const [span, setSpan] = React.useState<number[]>([10, 60]);
  const [panning, setPanning] = React.useState(true);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <div style={{ height: 80, padding: '0 12px' }}>
        <Typography id="zoom-span" variant="caption" component="div">
          minSpan: {span[0]} %, maxSpan: {span[1]} %
        </Typography>
        <Slider size="small" aria-labelledby="zoom-span" min={5} max={100} step={5} value={span} onChange={(_event, next) => setSpan(next as number[])} sx={{ maxWidth: 320 }} />
        <FormControlLabel control={<Switch size="small" checked={panning} onChange={(event) => setPanning(event.target.checked)} />} label="panning" sx={{ height: 28, m: 0 }} />
      </div>
      <LineChartPro
        // A new key when the options change resets the zoom window to the new limits.
        key={`${span[0]}-${span[1]}-${panning}`}
        height={300}
        xAxis={[
          {
            data: hours,
            valueFormatter: (hour: number) => `Day ${Math.floor(hour / 24) + 1}, ${hour % 24}:00`,
            zoom: { minSpan: span[0], maxSpan: span[1], panning, step: 5 },
          },
        ]}
        series={[{ label: 'Price (€/MWh)', data: price, showMark: false, curve: 'linear' }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
