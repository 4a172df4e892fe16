import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function PeriodCalendars() {
  // One date holds the period: the year calendar changes its year, the month calendar its month.
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2024-09-01'));

  return (
    <div style={{ height: 330, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 14 }}>Report period: {period.format('MMMM YYYY')}</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <YearCalendar
            value={period}
            onChange={setPeriod}
            minDate={dayjs('2018-01-01')}
            maxDate={dayjs('2025-12-31')}
            yearsOrder="desc"
            sx={{ width: 300, height: 150 }}
          />
          <MonthCalendar
            value={period}
            onChange={setPeriod}
            monthsPerRow={4}
            // Only closed quarters can be reported on: the last month of each quarter.
            shouldDisableMonth={(month) => month.month() % 3 !== 2}
            sx={{ width: 300 }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
