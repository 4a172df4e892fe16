import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Leases start on the 1st or the 15th and end on the last day of a month.
const shouldDisableDate = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' ? day.date() !== 1 && day.date() !== 15 : !day.isSame(day.endOf('month'), 'day');

export default function LeaseDates() {
  const [lease, setLease] = React.useState<DateRange<Dayjs>>([dayjs('2025-04-15'), dayjs('2025-03-31')]);
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateRangePicker
          value={lease}
          onChange={setLease}
          onError={setErrors}
          shouldDisableDate={shouldDisableDate}
          calendars={1}
          localeText={{ start: 'Move in', end: 'Move out' }}
          sx={{ maxWidth: 320, pt: 1 }}
        />
        <code style={{ display: 'block', fontSize: 13, marginTop: 8 }}>[start, end] errors: {JSON.stringify(errors)}</code>
      </LocalizationProvider>
    </div>
  );
}
