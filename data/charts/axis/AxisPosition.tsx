import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const lanes = ['Lane 1', 'Lane 2', 'Lane 3', 'Lane 4'];
// Average lap time of four swimmers in a 100 m heat, in seconds.
const laps = [31.2, 29.8, 30.5, 32.1];

export default function AxisPosition() {
  const [top, setTop] = React.useState(true);
  const [right, setRight] = React.useState(false);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44, display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
        <FormControlLabel control={<Switch size="small" checked={top} onChange={(event) => setTop(event.target.checked)} />} label="x-axis on top" />
        <FormControlLabel control={<Switch size="small" checked={right} onChange={(event) => setRight(event.target.checked)} />} label="y-axis on the right" />
      </div>
      <BarChart
        height={296}
        skipAnimation
        xAxis={[{ id: 'lanes', scaleType: 'band', data: lanes }]}
        yAxis={[{ id: 'seconds', min: 25 }]}
        series={[{ label: 'Lap time (s)', data: laps }]}
        // Each side takes an axis id (or axis props), or null for no axis on that side.
        topAxis={top ? 'lanes' : null}
        bottomAxis={top ? null : 'lanes'}
        leftAxis={right ? null : 'seconds'}
        rightAxis={right ? 'seconds' : null}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 40, bottom: 40, left: 50, right: 50 }}
      />
    </div>
  );
}
