import * as React from 'react';
import { format } from 'date-fns';
// The V3 entry point (for date-fns-jalali v3 and v4) exports a class named AdapterDateFnsJalali.
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalaliV3';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Values are plain JavaScript dates; only their display follows the Persian calendar.
// 21 March 2025 is Nowruz, 1 Farvardin 1404.
export default function JalaliCalendar() {
  const [day, setDay] = React.useState<Date | null>(new Date(2025, 2, 21));

  return (
    <div style={{ height: 430, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
        <div style={{ maxWidth: 320, paddingTop: 8 }}>
          <DateField label="Date" value={day} onChange={setDay} fullWidth />
          <DateCalendar value={day} onChange={setDay} sx={{ m: 0 }} />
          <code style={{ fontSize: 13 }}>
            Gregorian (date-fns): {day && !Number.isNaN(day.getTime()) ? format(day, 'yyyy-MM-dd') : 'none'}
          </code>
        </div>
      </LocalizationProvider>
    </div>
  );
}
