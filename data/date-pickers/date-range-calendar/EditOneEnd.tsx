import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function EditOneEnd() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([dayjs('2025-02-10'), dayjs('2025-02-21')]);
  // Controlled: the buttons choose which end the next click on a day sets.
  const [position, setPosition] = React.useState<RangePosition>('end');

  return (
    <div style={{ height: 390, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          onChange={(_event, next: RangePosition | null) => next && setPosition(next)}
        >
          <ToggleButton value="start">Start {range[0]?.format('MMM D') ?? '—'}</ToggleButton>
          <ToggleButton value="end">End {range[1]?.format('MMM D') ?? '—'}</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={range}
          onChange={setRange}
          rangePosition={position}
          onRangePositionChange={setPosition}
        />
      </LocalizationProvider>
    </div>
  );
}
