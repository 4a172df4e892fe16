import * as React from 'react';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Category values must be unique, so the axis holds month indexes and the formatter names them.
const monthIndexes = monthNames.map((_, index) => index);
// Hours of sunshine per month in four cities.
const cities = [
  { name: 'Lisbon', hours: [142, 156, 215, 250, 298, 328, 369, 354, 274, 214, 156, 135] },
  { name: 'Dublin', hours: [55, 72, 101, 157, 183, 162, 151, 145, 120, 94, 64, 48] },
  { name: 'Cairo', hours: [213, 235, 270, 281, 322, 353, 357, 347, 307, 291, 245, 210] },
  { name: 'Oslo', hours: [40, 76, 126, 178, 247, 250, 246, 202, 133, 87, 47, 30] },
];

export default function SmallMultiples() {
  return (
    <div style={{ height: 360, width: '100%', display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
      {cities.map((city) => (
        <div key={city.name} style={{ height: 176, minWidth: 0 }}>
          <Typography variant="caption" component="div" sx={{ height: 20, fontWeight: 600 }}>
            {city.name}
          </Typography>
          <LineChart
            height={156}
            skipAnimation
            xAxis={[
              {
                scaleType: 'point',
                data: monthIndexes,
                // Short names on the ticks, full names in the tooltip.
                valueFormatter: (index: number, context) =>
                  context.location === 'tick' ? (monthNames[index] ?? '').charAt(0) : (monthNames[index] ?? ''),
                tickLabelInterval: (_value, index) => index % 3 === 0,
              },
            ]}
            // One shared y range makes the small charts comparable.
            yAxis={[{ min: 0, max: 400, tickNumber: 3 }]}
            series={[{ label: 'Sunshine', data: city.hours, area: true, showMark: false, valueFormatter: (value) => `${value} h` }]}
            slotProps={{ legend: { hidden: true } }}
            margin={{ top: 10, right: 10, bottom: 25, left: 35 }}
            leftAxis={{ tickLabelStyle: { fontSize: 10 } }}
            bottomAxis={{ tickLabelStyle: { fontSize: 10 } }}
          />
        </div>
      ))}
    </div>
  );
}
