import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { alpha } from '@mui/material/styles';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(weekOfYear);

export default function WeekHighlight() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-06-11'));
  const inSelectedWeek = (candidate: Dayjs) => day !== null && candidate.isSame(day, 'week');

  return (
    <div style={{ height: 350, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ fontSize: 14, height: 24, lineHeight: '24px' }}>
          {day ? `Week ${day.week()}: ${day.startOf('week').format('D MMM')} to ${day.endOf('week').format('D MMM')}` : 'Pick a day'}
        </div>
        <DateCalendar
          value={day}
          onChange={setDay}
          showDaysOutsideCurrentMonth
          slotProps={{
            // A function receives the owner state of each day cell, including the `day` it renders.
            // A light tint keeps the day numbers in the text colour, readable in both modes
            // (white on primary.light would fall under the 4.5:1 contrast text needs).
            day: ({ day: cellDay }) =>
              inSelectedWeek(cellDay)
                ? { sx: { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.16), color: 'text.primary', borderRadius: 1 } }
                : {},
          }}
          sx={{ m: 0 }}
        />
      </LocalizationProvider>
    </div>
  );
}
