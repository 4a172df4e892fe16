import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// These rules compare with the reader's "now", so what is disabled depends on today's date.
export default function PastAndFutureDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DatePicker label="Next appointment (disablePast)" disablePast />
        <DatePicker label="Date of birth (disableFuture)" disableFuture openTo="year" views={['year', 'month', 'day']} />
      </Stack>
    </LocalizationProvider>
  );
}
