import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Put the end on the start's day, or on the next day when it is earlier in the day,
// so a shift that crosses midnight stays a valid range.
function acrossMidnight([start, end]: DateRange<Dayjs>): DateRange<Dayjs> {
  if (!start?.isValid() || !end?.isValid()) {
    return [start, end];
  }
  const sameDay = start.hour(end.hour()).minute(end.minute()).second(0);
  return [start, sameDay.isBefore(start) ? sameDay.add(1, 'day') : sameDay];
}

export default function NightShift() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-05T22:00'),
    dayjs('2025-05-06T06:00'),
  ]);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 320, paddingTop: 8 }}>
          <SingleInputTimeRangeField
            label="Night shift"
            ampm={false}
            value={shift}
            onChange={(next) => setShift(acrossMidnight(next))}
          />
          <span style={{ fontSize: 13, fontFamily: 'monospace' }}>
            {shift.map((date) => (date?.isValid() ? date.format('MMM D HH:mm') : '…')).join(' → ')}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
