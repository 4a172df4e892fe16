import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Rows as they could come from an API: one object per apartment listing.
const listings = [
  { ref: 'A-101', area: 38, rent: 910, district: 'Center' },
  { ref: 'A-102', area: 52, rent: 1180, district: 'Center' },
  { ref: 'A-103', area: 71, rent: 1560, district: 'Center' },
  { ref: 'A-104', area: 45, rent: 1020, district: 'Center' },
  { ref: 'B-201', area: 48, rent: 760, district: 'Suburbs' },
  { ref: 'B-202', area: 66, rent: 940, district: 'Suburbs' },
  { ref: 'B-203', area: 84, rent: 1150, district: 'Suburbs' },
  { ref: 'B-204', area: 95, rent: 1290, district: 'Suburbs' },
  { ref: 'B-205', area: 57, rent: 830, district: 'Suburbs' },
];

export default function ScatterDatasetKeys() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <ScatterChart
        height={320}
        // One dataset for the whole chart; each series picks its columns with datasetKeys.
        dataset={listings}
        series={[
          {
            label: 'Listings',
            datasetKeys: { id: 'ref', x: 'area', y: 'rent' },
            valueFormatter: (point) => `${point.x} m², €${point.y} per month`,
          },
        ]}
        xAxis={[{ label: 'Floor area (m²)', min: 30 }]}
        yAxis={[{ min: 600, valueFormatter: (value: number) => `€${value}` }]}
        margin={{ left: 60 }}
        grid={{ horizontal: true, vertical: true }}
        slotProps={{ legend: { hidden: true } }}
      />
    </div>
  );
}
