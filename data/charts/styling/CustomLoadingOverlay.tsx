import * as React from 'react';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const heights = [0.45, 0.7, 0.55, 0.9, 0.6, 0.35];

// A loading overlay drawn as grey placeholder bars, sized from the drawing area.
function SkeletonBars() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const step = width / heights.length;
  return (
    <g>
      {heights.map((ratio, index) => (
        <rect
          key={index}
          x={left + index * step + step * 0.2}
          y={top + height * (1 - ratio)}
          width={step * 0.6}
          height={height * ratio}
          rx={4}
          fill={theme.palette.action.hover}
        />
      ))}
      <text x={left + width / 2} y={top + 20} textAnchor="middle" fill={theme.palette.text.secondary} fontSize={14}>
        Loading the week…
      </text>
    </g>
  );
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const bookings = [14, 22, 18, 31, 27, 12];

export default function CustomLoadingOverlay() {
  const [loading, setLoading] = React.useState(true);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44, display: 'flex', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setLoading(!loading)}>
          {loading ? 'Show the data' : 'Show the loading state'}
        </Button>
      </div>
      <BarChart
        height={296}
        loading={loading}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ min: 0, max: 35 }]}
        series={[{ label: 'Bookings', data: loading ? [] : bookings }]}
        slots={{ loadingOverlay: SkeletonBars }}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
