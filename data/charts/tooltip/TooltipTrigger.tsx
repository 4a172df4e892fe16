import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Lyon', 'Turin', 'Geneva', 'Basel'];
// Hotel nights booked (thousands) per season.
const formatNights = (value: number | null) => (value === null ? '' : `${value}k nights`);

type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <div style={{ height: 360, width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={trigger} onChange={(_event, value: Trigger | null) => value && setTrigger(value)} sx={{ height: 40 }}>
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: cities }]}
        series={[
          { label: 'Winter', data: [310, 280, 350, 190], valueFormatter: formatNights },
          { label: 'Summer', data: [420, 390, 300, 240], valueFormatter: formatNights },
        ]}
        tooltip={{ trigger }}
        // Without an axis tooltip, the band highlight is not helpful either.
        axisHighlight={{ x: trigger === 'axis' ? 'band' : 'none' }}
      />
    </div>
  );
}
