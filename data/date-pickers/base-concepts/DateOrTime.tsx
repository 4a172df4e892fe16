import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// One picker per kind of value, each uncontrolled with a fixed starting value.
export default function DateOrTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420, pt: 1 }}>
        <DatePicker label="Invoice date (date)" defaultValue={dayjs('2025-07-01')} />
        <TimePicker label="Daily stand-up (time)" defaultValue={dayjs('2025-07-01T09:15')} />
        <DateTimePicker label="Webinar starts (date and time)" defaultValue={dayjs('2025-07-03T16:00')} />
        <DateRangePicker
          localeText={{ start: 'Leave starts', end: 'Leave ends' }}
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-15')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
