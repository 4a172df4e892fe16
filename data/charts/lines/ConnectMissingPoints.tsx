import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => index + 1);
// Body weight (kg) from a two-week diary: most days have no weigh-in.
const weight = [81.4, null, null, 81.0, null, 80.7, null, null, null, 80.1, null, 79.8, null, 79.6];

export default function ConnectMissingPoints() {
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
        margin={{ top: 20 }}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: days, label: 'Day', tickLabelInterval: (_day, index) => index % 2 === 0 }]}
        yAxis={[{ min: 79, max: 82 }]}
        // Marks show where a value exists; with connectNulls the line runs straight between them.
        series={[{ label: 'Weight', data: weight, connectNulls, curve: 'linear', valueFormatter: (kg) => (kg === null ? 'no weigh-in' : `${kg} kg`) }]}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
