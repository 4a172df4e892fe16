import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Support tickets by priority.
const series = [
  { id: 'low', label: 'Low', data: [180, 150, 210, 190] },
  { id: 'normal', label: 'Normal', data: [95, 120, 88, 102] },
  { id: 'urgent', label: 'Urgent', data: [12, 30, 8, 45] },
];
const totals = quarters.map((_, index) => series.reduce((sum, item) => sum + (item.data[index] ?? 0), 0));

export default function BarLabelFunction() {
  const [minHeight, setMinHeight] = React.useState(16);

  return (
    <div style={{ height: 370, width: '100%' }}>
      <div style={{ height: 50, padding: '0 12px', overflow: 'hidden' }}>
        <Typography variant="caption" component="div">
          Hide labels on bars shorter than {minHeight} px
        </Typography>
        <Slider size="small" aria-label="Hide labels on bars shorter than" min={0} max={60} value={minHeight} onChange={(_event, value) => setMinHeight(value as number)} />
      </div>
      <BarChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={series.map((item) => ({ ...item, stack: 'tickets' }))}
        // The function gets the bar's item and its size in pixels; null means no label.
        barLabel={(item, context) =>
          context.bar.height < minHeight ? null : `${Math.round(((item.value ?? 0) / (totals[item.dataIndex] ?? 1)) * 100)}%`
        }
        sx={{ [`& .${barLabelClasses.root}`]: { fill: '#ffffff', fontSize: 12, fontWeight: 600 } }}
      />
    </div>
  );
}
