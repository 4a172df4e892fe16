import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function WeekNumbers() {
  return (
    <div style={{ height: 380, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar
          defaultValue={dayjs('2025-02-19')}
          displayWeekNumber
          // Six rows in every month, so the calendar never changes height.
          fixedWeekNumber={6}
          showDaysOutsideCurrentMonth
          dayOfWeekFormatter={(weekday: Dayjs) => weekday.format('dd')}
        />
      </LocalizationProvider>
    </div>
  );
}
