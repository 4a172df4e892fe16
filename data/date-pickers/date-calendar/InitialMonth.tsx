import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Nothing is booked yet, but the season starts in December 2025: open there, on the month view.
export default function InitialMonth() {
  const [day, setDay] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="body2">Ski lesson: {day ? day.format('dddd D MMMM YYYY') : 'not booked'}</Typography>
      <DateCalendar
        value={day}
        onChange={setDay}
        referenceDate={dayjs('2025-12-01')}
        views={['month', 'day']}
        openTo="month"
        minDate={dayjs('2025-12-01')}
        maxDate={dayjs('2026-04-30')}
        sx={{ m: 0, width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
