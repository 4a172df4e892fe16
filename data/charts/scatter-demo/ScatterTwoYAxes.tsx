import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Ten cities: average July temperature (°C), against ice creams sold per person (left axis)
// and against electricity used for cooling per household (kWh, right axis).
const cities = [
  { id: 'a', temperature: 18, iceCream: 2.1, cooling: 40 },
  { id: 'b', temperature: 20, iceCream: 2.6, cooling: 65 },
  { id: 'c', temperature: 21, iceCream: 3.0, cooling: 80 },
  { id: 'd', temperature: 23, iceCream: 3.4, cooling: 120 },
  { id: 'e', temperature: 24, iceCream: 3.9, cooling: 150 },
  { id: 'f', temperature: 26, iceCream: 4.1, cooling: 210 },
  { id: 'g', temperature: 27, iceCream: 4.6, cooling: 260 },
  { id: 'h', temperature: 29, iceCream: 4.8, cooling: 330 },
  { id: 'i', temperature: 31, iceCream: 5.2, cooling: 420 },
  { id: 'j', temperature: 33, iceCream: 5.1, cooling: 510 },
];

export default function ScatterTwoYAxes() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'July average (°C)' }]}
        yAxis={[
          // No axis titles: the legend says which axis each series uses, and the
          // three-digit ticks of the right axis would run into a title.
          { id: 'ice-cream' },
          { id: 'cooling' },
        ]}
        series={[
          {
            label: 'Ice creams per person (left)',
            yAxisId: 'ice-cream',
            data: cities.map((city) => ({ id: city.id, x: city.temperature, y: city.iceCream })),
            valueFormatter: (point) => `${point.x} °C: ${point.y} ice creams`,
          },
          {
            label: 'Cooling, kWh (right)',
            yAxisId: 'cooling',
            data: cities.map((city) => ({ id: city.id, x: city.temperature, y: city.cooling })),
            valueFormatter: (point) => `${point.x} °C: ${point.y} kWh`,
          },
        ]}
        leftAxis="ice-cream"
        rightAxis="cooling"
        margin={{ top: 70, left: 50, right: 50 }}
      />
    </div>
  );
}
