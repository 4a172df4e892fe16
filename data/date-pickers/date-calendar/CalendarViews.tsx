import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateView } from '@mui/x-date-pickers/models';

const views: DateView[] = ['year', 'month', 'day'];

export default function CalendarViews() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-01-12'));
  // Controlling `view` lets outside buttons switch views; the calendar still moves
  // from year to month to day on its own and reports it through onViewChange.
  const [view, setView] = React.useState<DateView>('year');

  return (
    <div style={{ height: 400, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: DateView | null) => next && setView(next)}
          aria-label="Calendar view"
        >
          {views.map((item) => (
            <ToggleButton key={item} value={item}>
              {item}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateCalendar
          views={views}
          view={view}
          onViewChange={setView}
          value={value}
          onChange={setValue}
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2031-12-31')}
        />
      </LocalizationProvider>
    </div>
  );
}
