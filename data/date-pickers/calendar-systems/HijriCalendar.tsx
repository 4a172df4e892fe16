import * as React from 'react';
import type { Moment } from 'moment';
// moment-hijri publishes no type declarations; it returns Moment objects that know the Hijri calendar.
// @ts-expect-error -- untyped package, typed below
import untypedHijriMoment from 'moment-hijri';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const moment = untypedHijriMoment as (input: string) => Moment;

// The Umm al-Qura tables of moment-hijri cover 1356 to 1499 AH: keep the year list inside them.
const minDate = moment('1937-03-14');
const maxDate = moment('2076-11-26');

export default function HijriCalendar() {
  // 30 March 2025 is 1 Shawwal 1446 AH.
  const [day, setDay] = React.useState<Moment | null>(moment('2025-03-30'));

  return (
    <div style={{ height: 120, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterMomentHijri}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Event day"
            value={day}
            onChange={setDay}
            minDate={minDate}
            maxDate={maxDate}
            slotProps={{ textField: { fullWidth: true } }}
          />
        </div>
        <code style={{ display: 'block', fontSize: 13, marginTop: 12 }}>
          Gregorian: {day?.isValid() ? day.clone().locale('en').format('YYYY-MM-DD') : 'none'}
        </code>
      </LocalizationProvider>
    </div>
  );
}
