import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function HourlyHire() {
  const [hire, setHire] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-27T10:00'),
    dayjs('2025-07-02T16:00'),
  ]);

  return (
    <div style={{ height: 100, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 360, paddingTop: 8 }}>
          {/* Whole hours only: no minutes view, and 24 options make a single list. */}
          <DateTimeRangePicker
            label="Boat hire"
            slots={{ field: SingleInputDateTimeRangeField }}
            views={['day', 'hours']}
            timeSteps={{ minutes: 60 }}
            ampm={false}
            calendars={2}
            value={hire}
            onChange={setHire}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
