import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const first = dayjs('2025-03-01');
const last = dayjs('2025-03-31');

// A field has no days to disable: out-of-range values are reported as errors instead.
export default function MinMaxDateField() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
    minDate: `Claims start on ${first.format('D MMMM')}.`,
    maxDate: `Claims close on ${last.format('D MMMM')}.`,
    invalidDate: 'Enter a full date.',
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DateField
          label="Expense date (March 2025)"
          minDate={first}
          maxDate={last}
          defaultValue={dayjs('2025-02-27')}
          onError={setError}
          fullWidth
          helperText={error ? messages[error] ?? error : 'Any day in March 2025'}
        />
      </div>
    </LocalizationProvider>
  );
}
