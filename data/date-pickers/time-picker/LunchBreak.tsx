import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// No calls from 12:00 to 13:29. The callback answers for each unit:
// an hour is disabled only when none of its minutes is allowed.
function isLunchBreak(value: Dayjs, view: TimeView): boolean {
  const hour = value.hour();
  if (view === 'hours') {
    return hour === 12;
  }
  if (view === 'minutes') {
    return hour === 12 || (hour === 13 && value.minute() < 30);
  }
  return false;
}

export default function LunchBreak() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-01-28T13:45'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <TimePicker
            label="Call back at"
            ampm={false}
            shouldDisableTime={isLunchBreak}
            value={value}
            onChange={setValue}
            onError={setError}
            slotProps={{
              textField: {
                fullWidth: true,
                helperText: error ? `Error: ${error}` : 'Not during the 12:00–13:30 break',
              },
            }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
