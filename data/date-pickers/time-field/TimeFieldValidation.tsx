import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const day = dayjs('2025-09-19');

function describe(error: TimeValidationError): string {
  switch (error) {
    case 'minTime':
      return 'The pool opens at 06:30.';
    case 'maxTime':
      return 'The last session starts at 21:00.';
    case 'minutesStep':
      return 'Sessions start every 10 minutes.';
    case 'invalidDate':
      return 'Enter hours and minutes.';
    default:
      return 'Lane booking, 06:30 to 21:00';
  }
}

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <TimeField
            label="Session starts"
            ampm={false}
            defaultValue={day.hour(6).minute(15)}
            minTime={day.hour(6).minute(30)}
            maxTime={day.hour(21)}
            minutesStep={10}
            onError={setError}
            helperText={describe(error)}
            fullWidth
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
