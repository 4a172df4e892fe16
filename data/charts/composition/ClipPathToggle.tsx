import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';

const days = Array.from({ length: 21 }, (_, index) => index + 1);
// Daily page views of a blog post: one day went viral, far above the rest.
const views = days.map((day) => (day === 9 ? 5200 : 300 + ((day * 37) % 200)));

export default function ClipPathToggle() {
  const [clip, setClip] = React.useState(true);
  // Ids must be unique on the page, since clip paths are referenced by id.
  const clipPathId = `${React.useId()}-clip`;

  return (
    <div style={{ height: 340, width: '100%' }}>
      <FormControlLabel sx={{ height: 40, m: 0 }} control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />} label="clip to the drawing area" />
      <ResponsiveChartContainer
        height={300}
        margin={{ top: 40, right: 20, bottom: 30, left: 50 }}
        xAxis={[{ scaleType: 'point', data: days, tickLabelInterval: (_value, index) => index % 4 === 0 }]}
        // The axis stops at 1,000 on purpose so the ordinary days stay readable.
        yAxis={[{ min: 0, max: 1000 }]}
        series={[{ type: 'line', data: views, curve: 'linear', color: '#00897b' }]}
        skipAnimation
      >
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <LinePlot />
        </g>
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipPathId} />
      </ResponsiveChartContainer>
    </div>
  );
}
