import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Entries are accepted from Monday 09:00 to Friday 17:00 of one week.
const opens = dayjs('2025-06-02T09:00');
const closes = dayjs('2025-06-06T17:00');

function describe(error: DateTimeValidationError): string {
  if (error === 'minDate' || error === 'minTime') {
    return `Too early: the window opens ${opens.format('ddd HH:mm')}.`;
  }
  if (error === 'maxDate' || error === 'maxTime') {
    return `Too late: the window closes ${closes.format('ddd HH:mm')}.`;
  }
  return error ? 'Enter a complete date and time.' : 'Between Monday 09:00 and Friday 17:00';
}

export default function SubmissionWindow() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DateTimeField
            label="Submitted at"
            ampm={false}
            defaultValue={dayjs('2025-06-06T17:30')}
            minDateTime={opens}
            maxDateTime={closes}
            onError={setError}
            helperText={describe(error)}
            fullWidth
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
