import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const messages: Record<NonNullable<TimeValidationError>, string> = {
  invalidDate: 'Enter a complete time.',
  minTime: 'The clinic opens at 08:00.',
  maxTime: 'Last appointment at 17:45.',
  minutesStep: 'Appointments start every 15 minutes.',
  'shouldDisableTime-hours': 'Closed for lunch between 12:00 and 13:00.',
  'shouldDisableTime-minutes': 'This slot is taken.',
  'shouldDisableTime-seconds': 'Pick whole minutes.',
  disablePast: 'This time has passed.',
  disableFuture: 'This time is too far ahead.',
};

// The date part of minTime and maxTime is ignored.
const opening = dayjs('2025-01-01T08:00');
const lastSlot = dayjs('2025-01-01T17:45');
const takenSlots = ['09:30', '14:15'];

export default function ClinicHours() {
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-03-18T12:30'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <TimePicker
            label="Appointment"
            value={time}
            onChange={setTime}
            onError={setError}
            ampm={false}
            minTime={opening}
            maxTime={lastSlot}
            minutesStep={15}
            // Called once per view: 'hours' for whole hours, 'minutes' for single slots.
            shouldDisableTime={(value, view) =>
              (view === 'hours' && value.hour() === 12) ||
              (view === 'minutes' && takenSlots.includes(value.format('HH:mm')))
            }
            slotProps={{ textField: { fullWidth: true, helperText: error ? messages[error] : 'Every 15 minutes, 08:00 to 17:45' } }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
