import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function TwoClockStyles() {
  // One value, two presentations: editing either picker updates the other.
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-02-20T06:45:30'));

  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 280, paddingTop: 8 }}>
          <TimePicker
            label="12-hour, analog clock"
            ampm
            viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
            value={alarm}
            onChange={setAlarm}
          />
          <TimePicker
            label="24-hour, with seconds"
            ampm={false}
            views={['hours', 'minutes', 'seconds']}
            value={alarm}
            onChange={setAlarm}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
