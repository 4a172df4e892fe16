import * as React from 'react';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsOnAxisClickHandler } from '@mui/x-charts/ChartsOnAxisClickHandler';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Parcels delivered per day by one courier.
const parcels = [88, 102, 95, 120, 131, 64];

export default function AxisClickReference() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const value = selected === null ? null : parcels[selected];

  return (
    <div style={{ height: 330, width: '100%' }}>
      <ResponsiveChartContainer
        height={300}
        margin={{ top: 20, right: 20, bottom: 30, left: 40 }}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ min: 0, max: 140 }]}
        series={[{ type: 'bar', data: parcels, color: '#7e57c2' }]}
        skipAnimation
      >
        {/* Drawn before the bars, so the band shades the background instead of the bar. */}
        <ChartsAxisHighlight x="band" />
        <BarPlot />
        {/* A reference line at the clicked day's value makes the other days easy to compare. */}
        {value !== null && value !== undefined ? <ChartsReferenceLine y={value} label={`${value}`} labelAlign="end" lineStyle={{ strokeDasharray: '4 3' }} /> : null}
        <ChartsXAxis />
        <ChartsYAxis />
        {/* The click handler listens on the whole SVG, like onAxisClick on BarChart. */}
        <ChartsOnAxisClickHandler onAxisClick={(_event, data) => setSelected(data ? data.dataIndex : null)} />
      </ResponsiveChartContainer>
      <Typography variant="body2" noWrap sx={{ height: 30, lineHeight: '30px' }}>
        {selected === null ? 'Click a day to compare it with the others.' : `${days[selected]}: ${value} parcels`}
      </Typography>
    </div>
  );
}
