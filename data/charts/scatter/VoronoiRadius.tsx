import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Observation towers of a national park: position on a 100 x 100 km grid.
const towers = [
  { id: 1, x: 12, y: 80 }, { id: 2, x: 25, y: 62 }, { id: 3, x: 41, y: 88 }, { id: 4, x: 58, y: 71 },
  { id: 5, x: 77, y: 90 }, { id: 6, x: 88, y: 55 }, { id: 7, x: 66, y: 34 }, { id: 8, x: 45, y: 18 },
  { id: 9, x: 20, y: 25 }, { id: 10, x: 8, y: 45 }, { id: 11, x: 93, y: 12 }, { id: 12, x: 35, y: 45 },
];

export default function VoronoiRadius() {
  // 0 stands for "no limit" (undefined).
  const [radius, setRadius] = React.useState(20);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <div style={{ height: 60 }}>
        <Typography variant="caption" component="div">
          voronoiMaxRadius: {radius === 0 ? 'undefined (no limit)' : `${radius} px`}
        </Typography>
        <Slider size="small" aria-label="voronoiMaxRadius" min={0} max={80} step={5} value={radius} onChange={(_event, value) => setRadius(value as number)} />
      </div>
      <ScatterChart
        height={320}
        series={[{ label: 'Tower', data: towers, markerSize: 6, valueFormatter: (point) => `tower ${point.id} at ${point.x}, ${point.y} km` }]}
        voronoiMaxRadius={radius === 0 ? undefined : radius}
        xAxis={[{ min: 0, max: 100 }]}
        yAxis={[{ min: 0, max: 100 }]}
        grid={{ horizontal: true, vertical: true }}
        slotProps={{ legend: { hidden: true } }}
      />
    </div>
  );
}
