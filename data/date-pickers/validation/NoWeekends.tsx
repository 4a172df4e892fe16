import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// A Set built once keeps the callback cheap, however often the calendar calls it.
const bankHolidays = new Set(['2025-05-05', '2025-05-26']);
const isClosed = (day: Dayjs) => day.day() === 0 || day.day() === 6 || bankHolidays.has(day.format('YYYY-MM-DD'));

export default function NoWeekends() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Transfer date"
          shouldDisableDate={isClosed}
          defaultValue={dayjs('2025-05-05')}
          slotProps={{ textField: { fullWidth: true, helperText: 'Banking days only (5 May is a holiday)' } }}
        />
      </div>
    </LocalizationProvider>
  );
}
