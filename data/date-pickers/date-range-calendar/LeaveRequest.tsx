import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

// Leave starts and ends on working days; weekends inside the range are fine.
const shouldDisableDate = (day: Dayjs) => isWeekend(day);

function workingDays([start, end]: DateRange<Dayjs>): number {
  if (!start || !end) {
    return 0;
  }
  let count = 0;
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    count += isWeekend(day) ? 0 : 1;
  }
  return count;
}

export default function LeaveRequest() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-11'),
    dayjs('2025-08-22'),
  ]);

  return (
    <div style={{ height: 390, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 14, overflow: 'hidden' }}>
          Working days requested: {workingDays(leave)}
        </div>
        <DateRangeCalendar
          calendars={1}
          value={leave}
          onChange={setLeave}
          shouldDisableDate={shouldDisableDate}
        />
      </LocalizationProvider>
    </div>
  );
}
