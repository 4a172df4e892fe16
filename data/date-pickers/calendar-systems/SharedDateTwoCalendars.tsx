import * as React from 'react';
import { enUS as jalaliEnglish } from 'date-fns-jalali/locale/en-US';
// Both V3 entry points export their class under the short name: rename them on import.
import { AdapterDateFns as AdapterGregorian } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalaliV3';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Both adapters work on JavaScript Date objects, so one state can feed both calendars.
export default function SharedDateTwoCalendars() {
  const [day, setDay] = React.useState<Date | null>(new Date(2025, 8, 23));

  return (
    <div style={{ height: 420, overflow: 'auto' }}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <LocalizationProvider dateAdapter={AdapterGregorian}>
          <DateField label="Gregorian" value={day} onChange={setDay} format="dd MMM yyyy" fullWidth />
        </LocalizationProvider>
        {/* The English locale of date-fns-jalali spells the Persian months in Latin letters. */}
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={jalaliEnglish}>
          <DateCalendar
            value={day && !Number.isNaN(day.getTime()) ? day : null}
            onChange={setDay}
            sx={{ m: 0 }}
          />
        </LocalizationProvider>
      </div>
    </div>
  );
}
