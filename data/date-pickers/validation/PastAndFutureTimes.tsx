import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Time components compare the whole moment with now: the earlier times of today are off.
export default function PastAndFutureTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimePicker label="Send reminder at (disablePast)" disablePast ampm={false} />
        <TimePicker label="Arrived at, today (disableFuture)" disableFuture ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
