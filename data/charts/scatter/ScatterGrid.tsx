import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Twelve apple trees in an orchard: age (years) and this season's harvest (kg).
const trees = [
  [3, 12], [4, 18], [5, 26], [6, 31], [7, 40], [8, 44],
  [9, 52], [10, 49], [12, 61], [14, 58], [16, 66], [18, 63],
].map(([age, kg], index) => ({ id: index, x: age ?? 0, y: kg ?? 0 }));

export default function ScatterGrid() {
  const [markerSize, setMarkerSize] = React.useState(6);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 56, maxWidth: 320, padding: '0 12px' }}>
        <Typography id="scatter-marker-size" variant="caption" component="div">
          markerSize: {markerSize}
        </Typography>
        <Slider size="small" aria-labelledby="scatter-marker-size" min={2} max={14} value={markerSize} onChange={(_event, next) => setMarkerSize(next as number)} />
      </div>
      <ScatterChart
        height={304}
        xAxis={[{ min: 0, max: 20, label: 'Age (years)' }]}
        yAxis={[{ min: 0, max: 80 }]}
        // Lines at every tick of both axes make it easy to read off coordinates.
        grid={{ vertical: true, horizontal: true }}
        series={[{ label: 'Harvest', data: trees, markerSize, color: '#c62828', valueFormatter: (point) => `${point.x} years, ${point.y} kg` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
