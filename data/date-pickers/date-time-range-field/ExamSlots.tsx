import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateTimeRangeValidationError, RangePosition } from '@mui/x-date-pickers-pro/models';

// The exam week runs Monday 08:00 to Friday 20:00; exams never start on Friday.
const weekStart = dayjs('2025-06-09T08:00');
const weekEnd = dayjs('2025-06-13T20:00');
const noFridayStart = (day: Dayjs, position: RangePosition) => position === 'start' && day.day() === 5;

function describe(errors: DateTimeRangeValidationError): string {
  const [startError, endError] = errors;
  if (startError === 'invalidRange') {
    return 'The exam ends before it starts.';
  }
  if (startError === 'shouldDisableDate') {
    return 'No exam starts on Friday.';
  }
  if (startError || endError) {
    return `Outside the exam week (${startError ?? '—'}, ${endError ?? '—'}).`;
  }
  return 'Mon 08:00 to Fri 20:00';
}

export default function ExamSlots() {
  const [errors, setErrors] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 360, paddingTop: 8 }}>
          <SingleInputDateTimeRangeField
            label="Exam"
            ampm={false}
            minDateTime={weekStart}
            maxDateTime={weekEnd}
            shouldDisableDate={noFridayStart}
            defaultValue={[dayjs('2025-06-13T09:00'), dayjs('2025-06-13T12:00')]}
            onError={setErrors}
            helperText={describe(errors)}
            fullWidth
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
