import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// A fiscal year of fixed dates; the end of an audit cannot fall on a weekend.
const yearStart = dayjs('2024-07-01');
const yearEnd = dayjs('2025-06-30');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

function describe([startError, endError]: DateRangeValidationError): string {
  if (startError === 'invalidRange') {
    return 'The end comes before the start.';
  }
  if (startError === 'minDate' || endError === 'maxDate') {
    return 'Stay within the fiscal year 2024–25.';
  }
  if (endError === 'shouldDisableDate') {
    return 'The audit must end on a working day.';
  }
  return startError ?? endError ?? 'Audit period';
}

export default function RangeFieldValidation() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 320, paddingTop: 8 }}>
          <SingleInputDateRangeField
            label="Audit"
            defaultValue={[dayjs('2025-03-17'), dayjs('2025-03-10')]}
            minDate={yearStart}
            maxDate={yearEnd}
            shouldDisableDate={(day, position) => position === 'end' && isWeekend(day)}
            onError={setErrors}
            helperText={describe(errors)}
            fullWidth
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
