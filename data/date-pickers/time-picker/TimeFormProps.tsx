import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The check-in time is set by the hotel (read-only); late check-out is not offered (disabled).
export default function TimeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <TimePicker label="Check-in from (read-only)" defaultValue={dayjs('2025-03-01T15:00')} readOnly />
        <TimePicker label="Late check-out (disabled)" defaultValue={dayjs('2025-03-01T13:00')} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
