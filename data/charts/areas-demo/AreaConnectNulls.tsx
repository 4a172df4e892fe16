import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'];
// Litres of water in a rain barrel, read when someone remembered to check.
const litres = [120, null, 95, 80, null, null, 160, 150, null, 120, 105, null, 85, 70];

export default function AreaConnectNulls() {
  const [connectNulls, setConnectNulls] = React.useState(true);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="connectNulls"
      />
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: days, label: 'Day of the month' }]}
        yAxis={[{ min: 0, max: 200 }]}
        series={[
          {
            label: 'Water',
            data: litres,
            area: true,
            connectNulls,
            curve: 'linear',
            color: '#0097a7',
            valueFormatter: (value) => (value === null ? 'not read' : `${value} l`),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
