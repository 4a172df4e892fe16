import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const stations = ['Harbour', 'Old town', 'Campus', 'Station', 'Airport'];
// Daily rentals of a bike-share scheme, per docking station.
const weekday = [420, 365, 512, 688, 240];
const weekend = [610, 540, 190, 302, 215];

export default function BarGridLines() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 40, display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
        <FormControlLabel control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />} label="horizontal" />
        <FormControlLabel control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />} label="vertical" />
      </div>
      <BarChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: stations }]}
        series={[
          { label: 'Weekday', data: weekday },
          { label: 'Weekend', data: weekend },
        ]}
        grid={{ horizontal, vertical }}
      />
    </div>
  );
}
