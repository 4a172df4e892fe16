import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

const start = dayjs('2025-04-08T09:00');
const end = dayjs('2025-04-11T17:30');

// The range fields (Pro): one input or two, for dates, times or both.
export default function RangeFieldFamily() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 420 }}>
        <MultiInputDateRangeField
          slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'To' }) }}
          defaultValue={[start, end]}
        />
        <SingleInputDateRangeField label="SingleInputDateRangeField" defaultValue={[start, end]} />
        <SingleInputTimeRangeField label="SingleInputTimeRangeField" defaultValue={[start, end]} />
        <SingleInputDateTimeRangeField label="SingleInputDateTimeRangeField" defaultValue={[start, end]} />
      </Stack>
    </LocalizationProvider>
  );
}
