import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Cars of a rental fleet: age (years) and kilometres on the clock (thousands).
const cars = [
  [1, 22], [1.5, 31], [2, 48], [2.5, 52], [3, 71], [3.5, 66], [4, 93], [4.5, 88], [5, 112], [6, 131], [7, 149],
].map(([age, km], index) => ({ id: index, x: age ?? 0, y: km ?? 0 }));

export default function GridFollowsTicks() {
  const [tickNumber, setTickNumber] = React.useState(5);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 56, maxWidth: 320, padding: '0 12px' }}>
        <Typography id="grid-tick-number" variant="caption" component="div">
          tickNumber (both axes): {tickNumber}
        </Typography>
        <Slider size="small" aria-labelledby="grid-tick-number" min={2} max={12} value={tickNumber} onChange={(_event, next) => setTickNumber(next as number)} />
      </div>
      <ScatterChart
        height={304}
        // Grid lines are drawn at the ticks: asking for more ticks gives a finer grid.
        grid={{ horizontal: true, vertical: true }}
        xAxis={[{ tickNumber, label: 'Age (years)' }]}
        yAxis={[{ tickNumber }]}
        series={[{ label: 'Cars', data: cars, valueFormatter: (car) => `${car.x} years, ${car.y}k km` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
