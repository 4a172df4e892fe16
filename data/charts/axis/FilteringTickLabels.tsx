import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type Filter = 'auto' | 'labels' | 'ticks';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Wind speed at a harbour, every hour of one day (km/h).
const wind = [12, 11, 10, 10, 9, 11, 14, 18, 22, 27, 31, 34, 36, 35, 33, 30, 28, 24, 21, 18, 16, 15, 13, 12];

const everySixth = (_hour: number, index: number) => index % 6 === 0;

export default function FilteringTickLabels() {
  const [filter, setFilter] = React.useState<Filter>('labels');

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44 }}>
        <ToggleButtonGroup size="small" exclusive aria-label="Filter" value={filter} onChange={(_event, next: Filter | null) => next && setFilter(next)}>
          <ToggleButton value="auto" sx={{ textTransform: 'none' }}>
            auto
          </ToggleButton>
          <ToggleButton value="labels" sx={{ textTransform: 'none' }}>
            tickLabelInterval
          </ToggleButton>
          <ToggleButton value="ticks" sx={{ textTransform: 'none' }}>
            tickInterval
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <LineChart
        height={296}
        skipAnimation
        xAxis={[
          {
            scaleType: 'point',
            data: hours,
            valueFormatter: (hour: number) => `${hour}:00`,
            // tickLabelInterval keeps every tick and filters the labels; tickInterval filters the ticks themselves.
            tickLabelInterval: filter === 'labels' ? everySixth : 'auto',
            tickInterval: filter === 'ticks' ? everySixth : 'auto',
          },
        ]}
        series={[{ label: 'Wind (km/h)', data: wind, showMark: false }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
