import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

// In a picker, the clear button belongs to the field: turn it on through slotProps.field.
export default function ClearableInPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 360 }}>
        <DateTimePicker
          label="Embargo until"
          defaultValue={dayjs('2025-11-20T08:00')}
          slotProps={{ field: { clearable: true } }}
        />
        <DateRangePicker
          label="Blackout dates"
          defaultValue={[dayjs('2025-12-22'), dayjs('2026-01-02')]}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
