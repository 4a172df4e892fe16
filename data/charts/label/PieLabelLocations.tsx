import * as React from 'react';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Electricity consumption of a household by use (kWh per year).
const uses = [
  { id: 'heat', code: 'HP', name: 'Heat pump', value: 2900 },
  { id: 'water', code: 'HW', name: 'Hot water', value: 1100 },
  { id: 'kitchen', code: 'KI', name: 'Kitchen appliances', value: 800 },
  { id: 'car', code: 'EV', name: 'Electric car', value: 2300 },
  { id: 'other', code: 'OT', name: 'Lights and devices', value: 600 },
];

export default function PieLabelLocations() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <PieChart
        height={280}
        skipAnimation
        series={[
          {
            data: uses.map((use) => ({
              id: use.id,
              value: use.value,
              // A slice label can be 'arc', 'legend' or 'tooltip' text, each different.
              label: (location: 'tooltip' | 'legend' | 'arc') => (location === 'arc' ? use.code : use.name),
            })),
            arcLabel: 'label',
            arcLabelMinAngle: 20,
            innerRadius: 30,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} kWh`,
          },
        ]}
        margin={{ right: 150 }}
        slotProps={{ legend: { itemMarkWidth: 12, itemMarkHeight: 12, labelStyle: { fontSize: 12 } } }}
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#ffffff', fontWeight: 700, fontSize: 12 } }}
      />
    </div>
  );
}
