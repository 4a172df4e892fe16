import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Weather stations: latitude (x), altitude in km (y) and mean annual temperature in °C (z).
const stations = [
  { id: 's1', x: 36.7, y: 0.02, z: 18.6 }, { id: 's2', x: 37.9, y: 0.64, z: 15.1 },
  { id: 's3', x: 40.4, y: 0.66, z: 14.5 }, { id: 's4', x: 41.4, y: 0.012, z: 16.4 },
  { id: 's5', x: 42.1, y: 1.85, z: 5.2 }, { id: 's6', x: 43.3, y: 0.09, z: 14.7 },
  { id: 's7', x: 44.8, y: 1.2, z: 7.9 }, { id: 's8', x: 45.8, y: 2.4, z: 0.4 },
  { id: 's9', x: 46.2, y: 0.4, z: 10.6 }, { id: 's10', x: 47.4, y: 0.55, z: 9.3 },
  { id: 's11', x: 48.9, y: 0.035, z: 12.3 }, { id: 's12', x: 50.1, y: 0.18, z: 10.1 },
  { id: 's13', x: 52.5, y: 0.035, z: 9.9 }, { id: 's14', x: 55.7, y: 0.01, z: 8.8 },
  { id: 's15', x: 59.3, y: 0.03, z: 6.9 }, { id: 's16', x: 61.5, y: 1.1, z: -1.8 },
];

export default function ContinuousColorScatter() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <ScatterChart
        height={320}
        series={[
          {
            label: 'Station',
            data: stations,
            markerSize: 7,
            valueFormatter: (point) => `${point.x}°N, ${Math.round(point.y * 1000)} m: ${point.z} °C`,
          },
        ]}
        // The z value of each point goes through a continuous color scale from cold to warm.
        zAxis={[{ colorMap: { type: 'continuous', min: -2, max: 19, color: ['#1565c0', '#ef6c00'] } }]}
        xAxis={[{ label: 'Latitude (°N)', min: 35, max: 63 }]}
        yAxis={[{ label: 'Altitude (km)', min: 0 }]}
        margin={{ top: 20, left: 60, right: 20 }}
        grid={{ horizontal: true }}
        slotProps={{ legend: { hidden: true } }}
      />
    </div>
  );
}
