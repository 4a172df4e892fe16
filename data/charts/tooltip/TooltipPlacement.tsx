import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Placement = 'default' | 'top' | 'bottom' | 'left';

const lines = ['Red', 'Blue', 'Green', 'Yellow'];
// Passengers per day on four metro lines (thousands).
const passengers = [182, 146, 121, 88];

export default function TooltipPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('top');

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44 }}>
        <ToggleButtonGroup size="small" exclusive aria-label="placement" value={placement} onChange={(_event, next: Placement | null) => next && setPlacement(next)}>
          {(['default', 'top', 'bottom', 'left'] as const).map((option) => (
            <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <BarChart
        height={296}
        xAxis={[{ scaleType: 'band', data: lines }]}
        series={[{ label: 'Passengers (k)', data: passengers }]}
        // The popper is anchored at the pointer; `placement` says on which side of it the tooltip opens.
        slotProps={{ legend: { hidden: true }, popper: placement === 'default' ? {} : { placement } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
