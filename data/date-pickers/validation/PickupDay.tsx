import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// A fixed "today" keeps the demo stable; an app would use disablePast.
const today = dayjs('2025-09-10');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

function describe(error: DateValidationError): string {
  switch (error) {
    case 'shouldDisableDate':
      return 'The counter is closed at weekends. Pick a weekday.';
    case 'minDate':
      return 'The date cannot be in the past.';
    case 'maxDate':
      return 'Choose a date within the next 90 days.';
    case 'invalidDate':
      return 'This date is not valid.';
    default:
      return 'Weekdays within the next 90 days.';
  }
}

export default function PickupDay() {
  // Starts on a Saturday, so the error is visible right away.
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-09-13'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 320, paddingTop: 8 }}>
          <DatePicker
            label="Pickup day"
            minDate={today}
            maxDate={today.add(90, 'day')}
            shouldDisableDate={isWeekend}
            value={day}
            onChange={setDay}
            onError={setError}
            slotProps={{ textField: { fullWidth: true, helperText: describe(error) } }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
