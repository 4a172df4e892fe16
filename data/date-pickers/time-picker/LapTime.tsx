import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// A lap time as a time of day after midnight: only minutes and seconds matter.
const midnight = dayjs('2025-01-01T00:00:00');

export default function LapTime() {
  const [lap, setLap] = React.useState<Dayjs | null>(midnight.minute(4).second(35));
  const totalSeconds = lap && lap.isValid() ? lap.minute() * 60 + lap.second() : null;

  return (
    <div style={{ height: 100, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <TimePicker
            label="Lap time (mm:ss)"
            views={['minutes', 'seconds']}
            openTo="seconds"
            format="mm:ss"
            timeSteps={{ minutes: 1, seconds: 1 }}
            value={lap}
            onChange={setLap}
          />
          <span style={{ fontSize: 14 }}>
            {totalSeconds === null ? 'Enter a lap time.' : `${totalSeconds} seconds`}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
