import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function OverlayAxisDisplay() {
  const [fixedAxes, setFixedAxes] = React.useState(true);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <FormControlLabel
        sx={{ height: 44, m: 0 }}
        control={<Switch checked={fixedAxes} onChange={(event) => setFixedAxes(event.target.checked)} />}
        label="Axes with data, min and max"
      />
      <LineChart
        height={296}
        loading
        // While loading there are no values to compute a range from. With categories in the
        // x-axis data and a fixed y range, the axes are drawn around the overlay anyway.
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={fixedAxes ? [{ min: 0, max: 40, label: 'Orders' }] : undefined}
        series={[{ label: 'Orders', data: [] }]}
        slotProps={{ legend: { hidden: true }, loadingOverlay: { message: 'Fetching this week’s orders…' } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
