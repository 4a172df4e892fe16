import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

// A festival spans a month boundary: two months make both ends visible at once.
export default function TwoMonthsRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 360, paddingTop: 8 }}>
        <DateTimeRangePicker
          label="Festival"
          calendars={2}
          defaultValue={[dayjs('2025-07-28T16:00'), dayjs('2025-08-03T23:00')]}
          slots={{ field: SingleInputDateTimeRangeField }}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
