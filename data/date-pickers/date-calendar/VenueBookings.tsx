import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The hall is closed on Mondays and during its yearly maintenance week.
const maintenance = { start: dayjs('2025-07-14'), end: dayjs('2025-07-20') };

function isUnavailable(day: Dayjs): boolean {
  const inMaintenance = !day.isBefore(maintenance.start, 'day') && !day.isAfter(maintenance.end, 'day');
  return day.day() === 1 || inMaintenance;
}

export default function VenueBookings() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-07-05'));

  return (
    <div style={{ height: 370, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 14 }}>
          Event on {value ? value.format('ddd, MMM D') : '…'}
        </div>
        <DateCalendar
          value={value}
          onChange={setValue}
          minDate={dayjs('2025-06-01')}
          maxDate={dayjs('2025-09-30')}
          shouldDisableDate={isUnavailable}
          // Month arrows stop at the bounds; the year view shows 2025 only.
          views={['year', 'day']}
        />
      </LocalizationProvider>
    </div>
  );
}
