import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Most cars for sale are recent: list the newest years first.
export default function YearsDescending() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 300, paddingTop: 8 }}>
        <DatePicker
          label="First registration"
          views={['year', 'month']}
          openTo="year"
          yearsOrder="desc"
          minDate={dayjs('1970-01-01')}
          maxDate={dayjs('2025-12-01')}
          defaultValue={dayjs('2019-04-01')}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
