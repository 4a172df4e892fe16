import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

type Dimension = 'itemMarkWidth' | 'itemMarkHeight' | 'markGap' | 'itemGap';

const limits: Record<Dimension, [number, number]> = {
  itemMarkWidth: [4, 30],
  itemMarkHeight: [4, 30],
  markGap: [0, 20],
  itemGap: [0, 30],
};

// How a town's residents heat their homes.
const heating = [
  { id: 'gas', value: 46, label: 'Gas' },
  { id: 'heat-pump', value: 21, label: 'Heat pump' },
  { id: 'district', value: 18, label: 'District' },
  { id: 'oil', value: 9, label: 'Oil' },
  { id: 'wood', value: 6, label: 'Wood' },
];

export default function LegendDimensions() {
  const [sizes, setSizes] = React.useState<Record<Dimension, number>>({ itemMarkWidth: 20, itemMarkHeight: 8, markGap: 6, itemGap: 12 });

  return (
    <div style={{ height: 380, width: '100%' }}>
      <div style={{ height: 120, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 24, padding: '0 12px' }}>
        {(Object.keys(limits) as Dimension[]).map((name) => (
          <div key={name}>
            <Typography id={`legend-${name}`} variant="caption" noWrap component="div">
              {name}: {sizes[name]}
            </Typography>
            <Slider
              size="small"
              aria-labelledby={`legend-${name}`}
              min={limits[name][0]}
              max={limits[name][1]}
              value={sizes[name]}
              onChange={(_event, next) => setSizes({ ...sizes, [name]: next as number })}
            />
          </div>
        ))}
      </div>
      <PieChart
        height={260}
        series={[{ data: heating, innerRadius: 40, valueFormatter: (item) => `${item.value} %` }]}
        slotProps={{ legend: { ...sizes, padding: 0 } }}
        margin={{ right: 140 }}
      />
    </div>
  );
}
