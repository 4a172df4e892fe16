import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Orders placed on 2 May 2025 can be delivered within three weeks, on weekdays that are not holidays.
const orderDay = dayjs('2025-05-02');
const holidays = ['2025-05-08', '2025-05-19'];

const isClosed = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || holidays.includes(day.format('YYYY-MM-DD'));

export default function DeliveryDays() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-05-06'));

  return (
    <div style={{ height: 380, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ fontSize: 14, lineHeight: '24px', height: 24, overflow: 'hidden' }}>
          Delivery: {day ? day.format('ddd D MMM') : 'none'}
        </div>
        <DateCalendar
          value={day}
          onChange={setDay}
          minDate={orderDay.add(1, 'day')}
          maxDate={orderDay.add(3, 'week')}
          shouldDisableDate={isClosed}
          views={['day']}
          sx={{ m: 0 }}
        />
      </LocalizationProvider>
    </div>
  );
}
