import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, DateRangeValidationError, RangePosition } from '@mui/x-date-pickers-pro/models';

// Weekly rentals: arrivals on Saturdays only, departures on Saturdays or Sundays.
function isForbidden(day: Dayjs, position: RangePosition): boolean {
  return position === 'start' ? day.day() !== 6 : day.day() !== 6 && day.day() !== 0;
}

const messages: Record<string, string> = {
  shouldDisableDate: 'Wrong weekday',
  invalidRange: 'Before arrival',
  minDate: 'Before May 3',
  maxDate: 'After Sep 28',
};

export default function CheckInRules() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-07-05'), dayjs('2025-07-10')]);
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 420, paddingTop: 8 }}>
          <DateRangePicker
            value={value}
            onChange={setValue}
            onError={setErrors}
            minDate={dayjs('2025-05-03')}
            maxDate={dayjs('2025-09-28')}
            shouldDisableDate={isForbidden}
            slotProps={{
              // One helper text per input, from the error of that end.
              textField: ({ position }) => {
                const error = errors[position === 'start' ? 0 : 1];
                return {
                  label: position === 'start' ? 'Arrive (Sat)' : 'Leave (Sat/Sun)',
                  helperText: error ? (messages[error] ?? error) : ' ',
                };
              },
            }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
