import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// A fixed sign-up date; an app would compute the bounds from today.
const signUpDay = dayjs('2025-06-01');
const latest = signUpDay.subtract(18, 'year');
const earliest = signUpDay.subtract(120, 'year');

function describe(error: DateValidationError): string {
  switch (error) {
    case 'invalidDate':
      return 'This date does not exist.';
    case 'maxDate':
      return `You must be born on or before ${latest.format('MM/DD/YYYY')}.`;
    case 'minDate':
      return 'Please check the year.';
    default:
      return 'Members must be 18 or older.';
  }
}

export default function BirthDateField() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DateField
            label="Date of birth"
            defaultValue={dayjs('2009-04-22')}
            minDate={earliest}
            maxDate={latest}
            onError={setError}
            fullWidth
            helperText={describe(error)}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
