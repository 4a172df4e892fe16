import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const day = dayjs('2025-03-07');

// `format` uses the library's tokens; letters like MMMM and ddd become editable sections too.
export default function CustomFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DatePicker label="Day-first with dots" format="DD.MM.YYYY" defaultValue={day} />
        <DateField label="Long form" format="dddd, MMMM D, YYYY" defaultValue={day} />
        <DateField label="Spacious ISO" format="YYYY-MM-DD" formatDensity="spacious" defaultValue={day} />
      </Stack>
    </LocalizationProvider>
  );
}
