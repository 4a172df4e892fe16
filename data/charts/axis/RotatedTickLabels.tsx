import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Long category names: the busiest stations of a regional rail network (thousand passengers a day).
const stations = ['Central Station', 'Harbour Front', 'University', 'Airport Terminal 2', 'Old Market', 'Riverside Park'];
const passengers = [182, 96, 88, 74, 61, 43];

export default function RotatedTickLabels() {
  const [angle, setAngle] = React.useState(-45);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <div style={{ height: 56, padding: '0 12px', overflow: 'hidden' }}>
        <Typography variant="caption" component="div">
          tickLabelStyle.angle: {angle}°
        </Typography>
        <Slider size="small" aria-label="tickLabelStyle.angle" min={-90} max={0} step={15} value={angle} onChange={(_event, value) => setAngle(value as number)} />
      </div>
      <BarChart
        height={324}
        skipAnimation
        xAxis={[
          {
            scaleType: 'band',
            data: stations,
            // Rotated labels read best anchored at their end, right under the tick.
            tickLabelStyle: { angle, textAnchor: angle === 0 ? 'middle' : 'end', fontSize: 12 },
          },
        ]}
        series={[{ label: 'Passengers', data: passengers, valueFormatter: (value) => `${value}k a day` }]}
        slotProps={{ legend: { hidden: true } }}
        // The chart does not measure labels: the bottom margin must fit the longest one.
        margin={{ top: 10, bottom: 110, right: 10 }}
      />
    </div>
  );
}
