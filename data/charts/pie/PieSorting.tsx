import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsPieSorting } from '@mui/x-charts/models';

// Languages spoken at home by the pupils of one school (number of pupils).
const languages = [
  { id: 'pt', value: 38, label: 'Portuguese' },
  { id: 'en', value: 212, label: 'English' },
  { id: 'ar', value: 41, label: 'Arabic' },
  { id: 'pl', value: 27, label: 'Polish' },
  { id: 'es', value: 64, label: 'Spanish' },
];

type SortName = 'none' | 'asc' | 'desc';

export default function PieSorting() {
  const [sorting, setSorting] = React.useState<SortName>('desc');
  const sortingValues: ChartsPieSorting = sorting;

  return (
    <div style={{ height: 360, width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sorting}
        onChange={(_event, value: SortName | null) => value && setSorting(value)}
        sx={{ height: 40, mb: '8px' }}
      >
        <ToggleButton value="none">none</ToggleButton>
        <ToggleButton value="asc">asc</ToggleButton>
        <ToggleButton value="desc">desc</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={312}
        skipAnimation
        margin={{ top: 10, right: 10, bottom: 70, left: 10 }}
        series={[{ data: languages, sortingValues, innerRadius: 50, paddingAngle: 1, arcLabel: 'value', arcLabelMinAngle: 25 }]}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            itemMarkWidth: 12,
            itemMarkHeight: 12,
            labelStyle: { fontSize: 13 },
          },
        }}
      />
    </div>
  );
}
