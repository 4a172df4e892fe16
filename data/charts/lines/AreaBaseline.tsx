import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type Baseline = 'zero' | 'min' | 'max' | 'target';

const baselines: Record<Baseline, number | 'min' | 'max'> = { zero: 0, min: 'min', max: 'max', target: 20 };
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
// Minutes a city bus line runs behind schedule, on average; the target is 20.
const delay = [14, 18, 23, 27, 22, 16, 12, 19, 25, 21];

export default function AreaBaseline() {
  const [choice, setChoice] = React.useState<Baseline>('target');

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="baseline"
          value={choice}
          onChange={(_event, next: Baseline | null) => next && setChoice(next)}
        >
          <ToggleButton value="zero" sx={{ textTransform: 'none' }}>
            0
          </ToggleButton>
          <ToggleButton value="min" sx={{ textTransform: 'none' }}>
            &apos;min&apos;
          </ToggleButton>
          <ToggleButton value="max" sx={{ textTransform: 'none' }}>
            &apos;max&apos;
          </ToggleButton>
          <ToggleButton value="target" sx={{ textTransform: 'none' }}>
            20
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <LineChart
        height={296}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ min: 0, max: 30 }]}
        series={[{ label: 'Delay (min)', data: delay, area: true, baseline: baselines[choice], color: '#5e35b1' }]}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
