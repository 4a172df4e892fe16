import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const value = dayjs('2025-03-07T21:15');

// Same English locale: ampm forces the hour cycle either way.
export default function MeridiemToggle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <TimePicker label="From the locale (12 hours in English)" defaultValue={value} />
        <TimePicker label="ampm={false}" defaultValue={value} ampm={false} />
        <TimePicker label="ampm (with AM/PM)" defaultValue={value} ampm />
      </Stack>
    </LocalizationProvider>
  );
}
