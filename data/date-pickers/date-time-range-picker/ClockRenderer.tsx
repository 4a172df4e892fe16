import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

// The analog clock for both time views, on desktop too.
export default function ClockRenderer() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 360, paddingTop: 8 }}>
        <DateTimeRangePicker
          label="Studio booking"
          defaultValue={[dayjs('2025-05-12T13:00'), dayjs('2025-05-12T17:30')]}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          slots={{ field: SingleInputDateTimeRangeField }}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
