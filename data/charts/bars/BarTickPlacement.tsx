import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const tickPlacements: TickPlacement[] = ['start', 'middle', 'end', 'extremities'];
const labelPlacements: TickLabelPlacement[] = ['middle', 'tick'];
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5'];

interface ChoiceProps<T extends string> {
  id: string;
  name: string;
  options: T[];
  value: T;
  onChange: (value: T) => void;
}

function Choice<T extends string>({ id, name, options, value, onChange }: ChoiceProps<T>) {
  return (
    <div>
      <Typography id={id} variant="caption" component="div">
        {name}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-labelledby={id}
        value={value}
        onChange={(_event, next: T | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 1, py: 0.25, textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

export default function BarTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <div style={{ height: 390, width: '100%' }}>
      <div style={{ height: 110, display: 'flex', flexWrap: 'wrap', columnGap: 24, rowGap: 4, alignContent: 'flex-start' }}>
        <Choice id="tick-placement" name="tickPlacement" options={tickPlacements} value={tickPlacement} onChange={setTickPlacement} />
        <Choice id="tick-label-placement" name="tickLabelPlacement" options={labelPlacements} value={tickLabelPlacement} onChange={setTickLabelPlacement} />
      </div>
      <BarChart
        height={280}
        skipAnimation
        // Both options belong to the band axis.
        xAxis={[{ scaleType: 'band', data: weeks, tickPlacement, tickLabelPlacement }]}
        series={[{ label: 'Deliveries', data: [132, 148, 121, 160, 155] }]}
        slotProps={{ legend: { hidden: true } }}
      />
    </div>
  );
}
