import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const sales = [42, 57, 38];

export default function SalesChart() {
  const [empty, setEmpty] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
        label="Show a period without sales"
      />
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar'] }]}
        series={empty ? [] : [{ data: sales, label: 'Sales' }]}
        slotProps={{
          legend: { hidden: true },
          noDataOverlay: { message: 'No sales recorded for this period' },
        }}
      />
    </div>
  );
}
