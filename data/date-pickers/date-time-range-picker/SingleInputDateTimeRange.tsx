import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function SingleInputDateTimeRange() {
  const [outage, setOutage] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-02-16T23:30'),
    dayjs('2025-02-17T01:00'),
  ]);
  const [start, end] = outage;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 360, paddingTop: 8 }}>
          <DateTimeRangePicker
            label="Planned outage"
            slots={{ field: SingleInputDateTimeRangeField }}
            ampm={false}
            timeSteps={{ minutes: 30 }}
            value={outage}
            onChange={setOutage}
          />
          <span style={{ fontSize: 14 }}>{minutes === null ? 'Enter both ends.' : `Lasts ${minutes} minutes`}</span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
