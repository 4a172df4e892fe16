import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Heart rate during a 10 km run, read at the distance markers the watch recorded.
// The markers are not evenly spaced, so the x-axis is linear: each point sits at its distance.
const distanceKm = [0, 1, 2, 3.5, 5, 6, 7.5, 10];
const heartRate = [92, 138, 146, 151, 155, 149, 158, 171];

export default function LineDataFormat() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        // data[i] of the series is drawn at data[i] of the x-axis.
        xAxis={[{ scaleType: 'linear', data: distanceKm, label: 'Distance (km)', valueFormatter: (km: number) => `${km} km` }]}
        yAxis={[{ min: 80 }]}
        series={[{ label: 'Heart rate', data: heartRate, valueFormatter: (bpm) => `${bpm} bpm`, curve: 'linear' }]}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
