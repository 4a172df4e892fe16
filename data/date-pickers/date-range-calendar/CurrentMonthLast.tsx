import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Reports look back: the month of the start date is the last of the two, March on the left.
export default function CurrentMonthLast() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar
          calendars={2}
          currentMonthCalendarPosition={2}
          defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-25')]}
          sx={{ width: 'max-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
