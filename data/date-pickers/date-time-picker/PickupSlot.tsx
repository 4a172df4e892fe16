import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// Pickups from 10:00 to 18:30, never on Sundays; on Saturdays they stop before 14:00.
const opening = dayjs('2025-01-01T10:00');
const closing = dayjs('2025-01-01T18:30');

const isSunday = (day: Dayjs) => day.day() === 0;
// The value carries its date, so the time rule can depend on the day.
const isAfterSaturdayClose = (value: Dayjs, view: TimeView) =>
  value.day() === 6 && view === 'hours' && value.hour() >= 14;

export default function PickupSlot() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-11T15:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DateTimePicker
            label="Click and collect"
            ampm={false}
            timeSteps={{ minutes: 30 }}
            minutesStep={30}
            minTime={opening}
            maxTime={closing}
            shouldDisableDate={isSunday}
            shouldDisableTime={isAfterSaturdayClose}
            value={value}
            onChange={setValue}
            onError={setError}
            slotProps={{
              textField: { fullWidth: true, helperText: error ? `Not available: ${error}` : 'Mon–Sat, every 30 minutes' },
            }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
