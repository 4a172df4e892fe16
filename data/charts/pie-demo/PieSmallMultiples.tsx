import * as React from 'react';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const colors = { rent: '#5e35b1', food: '#43a047', transport: '#fb8c00', other: '#90a4ae' };

// Monthly budget shares (%) of four households.
const households = [
  { name: 'Student', rent: 45, food: 25, transport: 10, other: 20 },
  { name: 'Couple', rent: 35, food: 20, transport: 15, other: 30 },
  { name: 'Family of 4', rent: 30, food: 30, transport: 15, other: 25 },
  { name: 'Retiree', rent: 25, food: 25, transport: 5, other: 45 },
];

export default function PieSmallMultiples() {
  return (
    <div style={{ height: 180, width: '100%' }}>
      <div style={{ height: 30, display: 'flex', flexWrap: 'wrap', columnGap: 12, overflow: 'hidden' }}>
        {/* One shared legend for all pies, written in HTML. */}
        {(Object.keys(colors) as (keyof typeof colors)[]).map((key) => (
          <Typography key={key} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <span style={{ width: 10, height: 10, borderRadius: 2, background: colors[key] }} />
            {key}
          </Typography>
        ))}
      </div>
      <div style={{ height: 150, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 4 }}>
        {households.map((household) => (
          <div key={household.name} style={{ minWidth: 0, textAlign: 'center' }}>
            <PieChart
              height={110}
              skipAnimation
              series={[
                {
                  data: (Object.keys(colors) as (keyof typeof colors)[]).map((key) => ({
                    id: key,
                    label: key,
                    value: household[key],
                    color: colors[key],
                  })),
                  valueFormatter: (item) => `${item.value}%`,
                },
              ]}
              margin={{ top: 4, bottom: 4, left: 4, right: 4 }}
              slotProps={{ legend: { hidden: true } }}
            />
            <Typography variant="caption" component="div" noWrap>
              {household.name}
            </Typography>
          </div>
        ))}
      </div>
    </div>
  );
}
