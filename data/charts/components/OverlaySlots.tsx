import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4'];
const returns = [14, 9, 17, 11];

type State = 'data' | 'loading' | 'empty';

// A custom "no data" overlay, drawn in SVG in the middle of the drawing area.
function EmptyState({ message }: { message?: string }) {
  const { left, top, width, height } = useDrawingArea();
  return (
    <g>
      <rect x={left} y={top} width={width} height={height} fill="rgba(128, 128, 128, 0.08)" rx={8} />
      <text x={left + width / 2} y={top + height / 2} textAnchor="middle" dominantBaseline="central" fill="#757575" fontSize={15}>
        {message}
      </text>
    </g>
  );
}

export default function OverlaySlots() {
  const [state, setState] = React.useState<State>('data');

  return (
    <div style={{ height: 340, width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={state} onChange={(_event, value: State | null) => value && setState(value)} sx={{ height: 40 }}>
        <ToggleButton value="data">data</ToggleButton>
        <ToggleButton value="loading">loading</ToggleButton>
        <ToggleButton value="empty">empty</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        skipAnimation
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        // An empty data array on every series shows the no-data overlay.
        series={[{ label: 'Returned items', data: state === 'empty' ? [] : returns }]}
        slots={{ noDataOverlay: EmptyState }}
        slotProps={{
          noDataOverlay: { message: 'No returns this month' },
          loadingOverlay: { message: 'Fetching returns…' },
          legend: { hidden: true },
        }}
        margin={{ top: 20, right: 20 }}
      />
    </div>
  );
}
