import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// minTime and maxTime bound the time of day: the date of the objects below does not matter.
export default function NightShift() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <TimePicker
          label="Lunch break (11:30 to 14:00)"
          ampm={false}
          minTime={dayjs('2000-01-01T11:30')}
          maxTime={dayjs('2000-01-01T14:00')}
          defaultValue={dayjs('2025-04-01T12:15')}
        />
        <TimePicker
          label="Office hours (from 9 AM, seconds too)"
          views={['hours', 'minutes', 'seconds']}
          minTime={dayjs('2000-01-01T09:00:00')}
          maxTime={dayjs('2000-01-01T17:30:00')}
          defaultValue={dayjs('2025-04-01T08:59:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
