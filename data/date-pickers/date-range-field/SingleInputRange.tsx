import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function SingleInputRange() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-03'), dayjs('2025-03-07')]);
  const [start, end] = range;
  const days = start?.isValid() && end?.isValid() ? end.diff(start, 'day') + 1 : null;

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 320, paddingTop: 8 }}>
          <SingleInputDateRangeField
            label="Training course"
            format="MMM D, YYYY"
            dateSeparator="to"
            clearable
            value={range}
            onChange={setRange}
          />
          <span style={{ fontSize: 14 }}>{days === null ? 'Enter both dates.' : `${days} days, both ends included`}</span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
