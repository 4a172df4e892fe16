import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type State = 'data' | 'loading' | 'empty';

const stores = ['Harbour', 'Market', 'Station'];
const sales = [38, 52, 27];

export default function ChartOverlays() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44 }}>
        <ToggleButtonGroup size="small" exclusive aria-label="Chart state" value={state} onChange={(_event, next: State | null) => next && setState(next)}>
          <ToggleButton value="data" sx={{ textTransform: 'none' }}>
            data
          </ToggleButton>
          <ToggleButton value="loading" sx={{ textTransform: 'none' }}>
            loading
          </ToggleButton>
          <ToggleButton value="empty" sx={{ textTransform: 'none' }}>
            empty data
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <BarChart
        height={296}
        skipAnimation
        // `loading` draws the loading overlay; a series with an empty `data` array draws the no-data overlay.
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: stores }]}
        series={[{ label: 'Sales (k€)', data: state === 'data' ? sales : [] }]}
      />
    </div>
  );
}
