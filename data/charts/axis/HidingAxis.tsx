import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Newsletter subscribers of a small blog.
const subscribers = [310, 342, 365, 360, 401, 433, 470, 512];

export default function HidingAxis() {
  const [showLeft, setShowLeft] = React.useState(true);
  const [disableLine, setDisableLine] = React.useState(true);
  const [disableTicks, setDisableTicks] = React.useState(true);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 64, display: 'flex', flexWrap: 'wrap', columnGap: 16, alignContent: 'flex-start' }}>
        <FormControlLabel control={<Switch size="small" checked={showLeft} onChange={(event) => setShowLeft(event.target.checked)} />} label="left axis" />
        <FormControlLabel control={<Switch size="small" checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />} label="disableLine" />
        <FormControlLabel control={<Switch size="small" checked={disableTicks} onChange={(event) => setDisableTicks(event.target.checked)} />} label="disableTicks" />
      </div>
      <LineChart
        height={296}
        skipAnimation
        // Line and tick options belong to the axis config.
        xAxis={[{ scaleType: 'point', data: weeks, disableLine, disableTicks }]}
        yAxis={[{ id: 'subscribers', disableLine, disableTicks }]}
        // null removes the axis from that side; the grid keeps the values readable.
        leftAxis={showLeft ? 'subscribers' : null}
        series={[{ label: 'Subscribers', data: subscribers, area: true }]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: showLeft ? 50 : 10 }}
      />
    </div>
  );
}
