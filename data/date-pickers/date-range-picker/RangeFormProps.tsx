import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// A closed fiscal year can be read but not edited; an unused budget period is switched off.
export default function RangeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 420 }}>
        <DateRangePicker
          readOnly
          localeText={{ start: 'FY start (read-only)', end: 'FY end (read-only)' }}
          defaultValue={[dayjs('2024-04-01'), dayjs('2025-03-31')]}
        />
        <DateRangePicker
          disabled
          localeText={{ start: 'Extension start', end: 'Extension end' }}
          defaultValue={[null, null]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
