import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
// Adds the `zoom` option to the axis types (the package does not load it on its own).
import type {} from '@mui/x-charts-pro/typeOverloads';
import type { ZoomData } from '@mui/x-charts-pro/context';

// Monthly rainfall at a weather station over ten years (mm), from a fixed formula.
const months = Array.from({ length: 120 }, (_, index) => new Date(2015, index, 1));
const rain = months.map((month, index) => Math.round(60 + 40 * Math.cos(((month.getMonth() - 11) / 12) * 2 * Math.PI) + ((index * 53) % 41) - 20));

const presets: { name: string; start: number; end: number }[] = [
  { name: 'Last year', start: 90, end: 100 },
  { name: 'Last 3 years', start: 70, end: 100 },
  { name: 'All 10 years', start: 0, end: 100 },
];

export default function ZoomControlled() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([{ axisId: 'months', start: 70, end: 100 }]);
  const visible = zoom[0] ?? { start: 0, end: 100 };

  // Zoom in or out around the middle of the current window, within 0–100 %.
  const scale = (factor: number) => {
    const middle = (visible.start + visible.end) / 2;
    const half = Math.min(50, Math.max(5, ((visible.end - visible.start) * factor) / 2));
    const start = Math.max(0, Math.min(100 - 2 * half, middle - half));
    setZoom([{ axisId: 'months', start, end: start + 2 * half }]);
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ height: 76, alignContent: 'flex-start' }}>
        {presets.map((preset) => (
          <Button key={preset.name} size="small" variant="outlined" onClick={() => setZoom([{ axisId: 'months', start: preset.start, end: preset.end }])}>
            {preset.name}
          </Button>
        ))}
        <Button size="small" onClick={() => scale(0.5)}>
          Zoom in
        </Button>
        <Button size="small" onClick={() => scale(2)}>
          Zoom out
        </Button>
      </Stack>
      <Typography variant="caption" component="div" sx={{ height: 24 }}>
        zoom: start {visible.start.toFixed(1)} %, end {visible.end.toFixed(1)} %
      </Typography>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'months',
            scaleType: 'time',
            data: months,
            zoom: true,
            // About five ticks across the visible window, whatever the zoom.
            tickNumber: 5,
            valueFormatter: (month: Date) => month.toLocaleDateString('en-GB', { month: 'short', year: 'numeric' }),
          },
        ]}
        series={[{ label: 'Rainfall (mm)', data: rain, showMark: false }]}
        zoom={zoom}
        // Wheel and pinch report an updater function, buttons an array: a state setter takes both.
        onZoomChange={setZoom}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
