import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function YearFirst() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        {/* A birth date is decades away from today: start with the year, then month, then day. */}
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          defaultValue={dayjs('1991-06-14')}
          disableFuture
        />
        {/* Only the year matters here; the stored date is 1 January of that year. */}
        <DatePicker label="Graduation year" views={['year']} defaultValue={dayjs('2013-01-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
