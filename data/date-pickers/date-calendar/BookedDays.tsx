import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// A stand-in for a server: a few booked days per month, always the same ones.
function fetchBookedDays(month: Dayjs): Promise<number[]> {
  const days = [3, 8, 11, 17, 22, 26].map((day) => ((day + month.month() * 5) % 28) + 1);
  return new Promise((resolve) => {
    setTimeout(() => resolve(days), 500);
  });
}

export default function BookedDays() {
  const [bookedDays, setBookedDays] = React.useState<number[]>([]);
  const [loading, setLoading] = React.useState(true);
  const latestRequest = React.useRef(0);

  const request = React.useCallback((month: Dayjs) => {
    const id = ++latestRequest.current;
    fetchBookedDays(month).then((days) => {
      // Ignore answers for a month the user already left.
      if (id === latestRequest.current) {
        setBookedDays(days);
        setLoading(false);
      }
    });
  }, []);

  const handleMonthChange = (month: Dayjs) => {
    setLoading(true);
    request(month);
  };

  React.useEffect(() => {
    request(dayjs('2025-05-01'));
  }, [request]);

  return (
    <div style={{ height: 340, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar
          defaultValue={dayjs('2025-05-15')}
          loading={loading}
          renderLoading={() => <DayCalendarSkeleton />}
          onMonthChange={handleMonthChange}
          slotProps={{
            // The function form receives the day being rendered.
            day: ({ day }) =>
              bookedDays.includes(day.date())
                ? { sx: { border: '2px solid', borderColor: 'warning.main' }, title: 'Booked' }
                : {},
          }}
        />
      </LocalizationProvider>
    </div>
  );
}
