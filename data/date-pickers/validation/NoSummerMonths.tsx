import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The ski school runs from December to April: the other months are greyed out.
const inSeason = (month: Dayjs) => month.month() >= 11 || month.month() <= 3;

export default function NoSummerMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Course month"
          views={['year', 'month']}
          openTo="month"
          shouldDisableMonth={(month) => !inSeason(month)}
          defaultValue={dayjs('2026-01-01')}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
