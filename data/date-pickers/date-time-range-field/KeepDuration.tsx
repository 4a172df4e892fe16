import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function KeepDuration() {
  const [meeting, setMeeting] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-09-04T14:00'),
    dayjs('2025-09-04T15:30'),
  ]);

  const handleChange = ([start, end]: DateRange<Dayjs>) => {
    const [previousStart, previousEnd] = meeting;
    // Moving the start moves the end too, like a calendar app; editing the end only changes the end.
    const startMoved =
      start?.isValid() && previousStart?.isValid() && !start.isSame(previousStart) && end?.isSame(previousEnd);
    if (start && previousStart && previousEnd?.isValid() && startMoved) {
      setMeeting([start, start.add(previousEnd.diff(previousStart), 'millisecond')]);
    } else {
      setMeeting([start, end]);
    }
  };

  const [start, end] = meeting;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 360, paddingTop: 8 }}>
          <SingleInputDateTimeRangeField label="Meeting" ampm={false} value={meeting} onChange={handleChange} />
          <span style={{ fontSize: 14 }}>{minutes === null ? 'Incomplete' : `Duration: ${minutes} minutes`}</span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
