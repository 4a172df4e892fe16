import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// One morning of bakery deliveries: distance (km), minutes until the door, and items in the order.
const rows: [number, number, number][] = [
  [1.2, 11, 2], [2.5, 17, 4], [3.1, 19, 1], [0.8, 9, 6], [4.4, 26, 3], [5.0, 31, 8],
  [2.0, 15, 7], [6.3, 35, 2], [3.8, 24, 9], [1.6, 14, 3], [7.1, 41, 5], [4.9, 27, 1],
  [2.8, 22, 8], [5.6, 33, 4], [0.5, 8, 1], [3.3, 21, 5], [6.8, 44, 9], [1.9, 12, 2],
];
const deliveries = rows.map(([x, y, z], index) => ({ id: index, x, y, z }));

export default function DeliveryTimeByDistance() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <ScatterChart
        height={340}
        series={[
          {
            label: 'Deliveries',
            data: deliveries,
            markerSize: 7,
            valueFormatter: (point) => `${point.x} km, ${point.y} min, ${String(point.z)} items`,
          },
        ]}
        xAxis={[{ label: 'Distance (km)', min: 0 }]}
        yAxis={[{ label: 'Minutes', min: 0 }]}
        zAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [4, 7],
              colors: ['#4caf50', '#ff9800', '#e53935'],
            },
          },
        ]}
        voronoiMaxRadius={40}
        grid={{ horizontal: true }}
        slotProps={{ legend: { hidden: true } }}
      />
    </div>
  );
}
