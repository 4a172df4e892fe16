import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Both start with a value that breaks a rule: the fields turn red without any code of ours.
export default function InvalidFeedback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DatePicker
          label="Return date (by 30 June)"
          maxDate={dayjs('2025-06-30')}
          defaultValue={dayjs('2025-07-04')}
        />
        <TimePicker
          label="Doors open (from 18:00)"
          ampm={false}
          minTime={dayjs('2025-01-01T18:00')}
          defaultValue={dayjs('2025-01-01T17:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
