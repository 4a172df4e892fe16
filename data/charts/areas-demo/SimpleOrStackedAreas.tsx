import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Energy a family home uses per month (kWh), by use.
const heating = [820, 740, 560, 330, 140, 40, 20, 25, 120, 380, 610, 790];
const hotWater = [210, 195, 200, 185, 170, 150, 140, 145, 160, 185, 200, 215];
const appliances = [260, 240, 250, 235, 230, 225, 215, 220, 235, 250, 255, 270];

const kwh = (value: number | null) => (value === null ? '' : `${value} kWh`);

export default function SimpleOrStackedAreas() {
  const [stacked, setStacked] = React.useState(true);
  const stack = stacked ? 'energy' : undefined;

  return (
    <div style={{ height: 360, width: '100%' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />}
        label="Stack the areas"
      />
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { label: 'Heating', data: heating, area: true, stack, showMark: false, valueFormatter: kwh },
          { label: 'Hot water', data: hotWater, area: true, stack, showMark: false, valueFormatter: kwh },
          { label: 'Appliances', data: appliances, area: true, stack, showMark: false, valueFormatter: kwh },
        ]}
        // Unstacked areas overlap: some transparency keeps the ones behind visible.
        sx={stacked ? undefined : { [`& .${areaElementClasses.root}`]: { fillOpacity: 0.45 } }}
        margin={{ left: 55, top: 80 }}
      />
    </div>
  );
}
