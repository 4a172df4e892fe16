import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Audit fields: the creation time is shown but fixed; the deletion time does not apply.
export default function DateTimeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimePicker label="Created (read-only)" defaultValue={dayjs('2025-01-14T09:41')} readOnly />
        <DateTimePicker label="Deleted (disabled)" defaultValue={null} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
