import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import { cheerfulFiestaPalette } from '@mui/x-charts/colorPalettes';

type Coloring = 'default' | 'palette' | 'per slice';

// Seats won by each party in a town council election.
const seats = [
  { id: 'greens', value: 9, label: 'Greens' },
  { id: 'labour', value: 7, label: 'Labour' },
  { id: 'liberal', value: 5, label: 'Liberals' },
  { id: 'conservative', value: 6, label: 'Conservatives' },
  { id: 'local', value: 2, label: 'Local list' },
];
// The colors readers already associate with each party.
const partyColors: Record<string, string> = {
  greens: '#2e7d32',
  labour: '#c62828',
  liberal: '#f9a825',
  conservative: '#1565c0',
  local: '#6d4c41',
};

export default function PieColors() {
  const [coloring, setColoring] = React.useState<Coloring>('per slice');
  const data = coloring === 'per slice' ? seats.map((seat) => ({ ...seat, color: partyColors[seat.id] })) : seats;

  return (
    <div style={{ height: 300, width: '100%' }}>
      <div style={{ height: 44 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Colors"
          value={coloring}
          onChange={(_event, next: Coloring | null) => next && setColoring(next)}
        >
          <ToggleButton value="default" sx={{ textTransform: 'none' }}>
            default
          </ToggleButton>
          <ToggleButton value="palette" sx={{ textTransform: 'none' }}>
            colors prop
          </ToggleButton>
          <ToggleButton value="per slice" sx={{ textTransform: 'none' }}>
            per slice
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <PieChart
        height={256}
        // A palette for the whole chart: slice n takes color n (modulo the palette length).
        colors={coloring === 'palette' ? cheerfulFiestaPalette : undefined}
        series={[{ data, innerRadius: 50, paddingAngle: 1, valueFormatter: (item) => `${item.value} seats` }]}
        margin={{ top: 10, right: 10, bottom: 70, left: 10 }}
        slotProps={{ legend: { direction: 'row', position: { vertical: 'bottom', horizontal: 'middle' }, padding: 0 } }}
      />
    </div>
  );
}
