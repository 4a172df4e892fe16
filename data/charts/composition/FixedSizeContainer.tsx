import * as React from 'react';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, AreaPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';

// Battery level (%) of a phone during a day, every two hours.
const hours = ['8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];
const level = [100, 88, 71, 64, 52, 40, 31, 18];

export default function FixedSizeContainer() {
  return (
    <div style={{ height: 200, width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Typography variant="caption" sx={{ height: 20 }}>
        ChartContainer, 280 × 150 px
      </Typography>
      {/* ChartContainer needs width and height and never resizes. */}
      <ChartContainer
        width={280}
        height={150}
        margin={{ top: 10, right: 10, bottom: 25, left: 10 }}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 0, max: 100 }]}
        series={[{ type: 'line', data: level, area: true, color: '#43a047' }]}
        skipAnimation
      >
        <AreaPlot />
        <LinePlot />
        <ChartsXAxis disableLine disableTicks tickLabelStyle={{ fontSize: 10 }} />
      </ChartContainer>
      <Typography variant="caption" color="text.secondary" sx={{ height: 30 }}>
        Only what the children draw.
      </Typography>
    </div>
  );
}
