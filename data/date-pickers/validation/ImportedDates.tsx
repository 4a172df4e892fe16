import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// The same rules as a picker on the booking form, written once.
const bookingRules = {
  minDate: dayjs('2025-06-01'),
  maxDate: dayjs('2025-09-30'),
  disablePast: false,
  disableFuture: false,
  shouldDisableDate: (day: Dayjs) => day.day() === 1, // closed on Mondays
};

// Dates arriving from a spreadsheet import, before anyone opened a picker.
const imported = ['2025-06-14', '2025-05-28', '2025-07-07', '2025-10-02', '2025-02-30', '2025-08-23'];

function ImportedRow({ raw }: { raw: string }) {
  const value = dayjs(raw, 'YYYY-MM-DD', true);
  // useValidation runs a validator outside of any picker; it needs a LocalizationProvider above it.
  const { validationError } = useValidation<Dayjs | null, Dayjs, DateValidationError, typeof bookingRules>({
    value,
    timezone: 'default',
    props: bookingRules,
    validator: validateDate,
  });

  return (
    <tr>
      <td style={{ fontFamily: 'monospace', paddingRight: 16 }}>{raw}</td>
      <td style={{ color: validationError ? '#c62828' : '#2e7d32' }}>{validationError ?? 'valid'}</td>
    </tr>
  );
}

export default function ImportedDates() {
  return (
    <div style={{ height: 180, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <table style={{ fontSize: 14, borderSpacing: '0 4px' }}>
          <tbody>
            {imported.map((raw) => (
              <ImportedRow key={raw} raw={raw} />
            ))}
          </tbody>
        </table>
      </LocalizationProvider>
    </div>
  );
}
