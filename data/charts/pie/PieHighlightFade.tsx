import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Where a city's household waste ends up (thousand tonnes per year).
const waste = [
  { id: 'recycled', value: 182, label: 'Recycled' },
  { id: 'compost', value: 96, label: 'Composted' },
  { id: 'energy', value: 140, label: 'Energy recovery' },
  { id: 'landfill', value: 61, label: 'Landfill' },
];

export default function PieHighlightFade() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <PieChart
        height={300}
        skipAnimation
        margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
        series={[
          {
            data: waste,
            innerRadius: 40,
            outerRadius: 110,
            paddingAngle: 2,
            cornerRadius: 4,
            // Hovering a slice highlights it and fades all the others.
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 8 },
            faded: { innerRadius: 40, additionalRadius: -20, color: 'gray' },
            valueFormatter: (item) => `${item.value}k t`,
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </div>
  );
}
