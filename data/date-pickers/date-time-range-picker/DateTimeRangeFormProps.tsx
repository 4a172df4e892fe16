import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

// A past incident is locked (read-only); a planned follow-up is not scheduled yet (disabled).
export default function DateTimeRangeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 360 }}>
        <DateTimeRangePicker
          label="Incident (read-only)"
          readOnly
          defaultValue={[dayjs('2025-01-20T03:12'), dayjs('2025-01-20T04:47')]}
          slots={{ field: SingleInputDateTimeRangeField }}
        />
        <DateTimeRangePicker
          label="Follow-up (disabled)"
          disabled
          defaultValue={[null, null]}
          slots={{ field: SingleInputDateTimeRangeField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
