import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Depth (m) and water temperature (°C) of a lake, measured from a boat.
const profile = [
  { id: 1, x: 21.4, y: 0 }, { id: 2, x: 21.1, y: 3 }, { id: 3, x: 19.8, y: 6 }, { id: 4, x: 15.2, y: 9 },
  { id: 5, x: 10.9, y: 12 }, { id: 6, x: 8.3, y: 15 }, { id: 7, x: 7.1, y: 20 }, { id: 8, x: 6.6, y: 27 },
];

export default function DomainAndPosition() {
  const [strict, setStrict] = React.useState(false);
  const [depthDown, setDepthDown] = React.useState(true);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <div style={{ height: 40, display: 'flex', gap: 16, overflowX: 'auto' }}>
        <FormControlLabel sx={{ whiteSpace: 'nowrap' }} control={<Switch size="small" checked={strict} onChange={(event) => setStrict(event.target.checked)} />} label="domainLimit: 'strict'" />
        <FormControlLabel sx={{ whiteSpace: 'nowrap' }} control={<Switch size="small" checked={depthDown} onChange={(event) => setDepthDown(event.target.checked)} />} label="reverse" />
      </div>
      <ScatterChart
        height={340}
        series={[{ label: 'Reading', data: profile, markerSize: 5, valueFormatter: (point) => `${point.x} °C at ${point.y} m` }]}
        // 'nice' (the default) rounds the domain to tidy values; 'strict' stops at the data.
        xAxis={[{ id: 'temperature', label: 'Temperature (°C)', domainLimit: strict ? 'strict' : 'nice' }]}
        // A depth axis reads naturally from the surface down: reverse flips it.
        yAxis={[{ id: 'depth', label: 'Depth (m)', reverse: depthDown, domainLimit: strict ? 'strict' : 'nice' }]}
        // Draw the x-axis on top, where the surface is, and none at the bottom.
        topAxis="temperature"
        bottomAxis={null}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 60, bottom: 20, right: 20 }}
        grid={{ horizontal: true, vertical: true }}
      />
    </div>
  );
}
