import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];
const cyclists = [40, 310, 180, 220, 350, 90];

export default function ResponsiveSizing() {
  // Width of the parent in percent: the chart follows it.
  const [width, setWidth] = React.useState(100);

  return (
    <div style={{ height: 320, width: '100%' }}>
      <div style={{ height: 56, padding: '0 12px', overflow: 'hidden' }}>
        <Typography variant="caption" component="div">
          Parent width: {width}%
        </Typography>
        <Slider size="small" aria-label="Parent width" min={40} max={100} step={10} value={width} onChange={(_event, value) => setWidth(value as number)} />
      </div>
      {/* No width or height on the chart: it measures this box, which has an explicit height. */}
      <div style={{ width: `${width}%`, height: 264, border: '1px dashed rgba(128, 128, 128, 0.5)', boxSizing: 'border-box' }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: hours }]}
          series={[{ label: 'Cyclists per hour', data: cyclists, area: true }]}
          margin={{ top: 40, right: 20, bottom: 30, left: 45 }}
        />
      </div>
    </div>
  );
}
