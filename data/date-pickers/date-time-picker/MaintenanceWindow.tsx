import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function MaintenanceWindow() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-03-15T22:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2025-03-16T02:30'));

  const hours = start && end && end.isAfter(start) ? end.diff(start, 'minute') / 60 : null;

  return (
    <div style={{ height: 190, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 320, paddingTop: 8 }}>
          <DateTimePicker
            label="Downtime starts"
            ampm={false}
            timeSteps={{ minutes: 30 }}
            value={start}
            onChange={setStart}
          />
          {/* The end is bounded by the start as one moment, so 01:00 the next day stays valid. */}
          <DateTimePicker
            label="Downtime ends"
            ampm={false}
            timeSteps={{ minutes: 30 }}
            minDateTime={start ?? undefined}
            value={end}
            onChange={setEnd}
          />
          <span style={{ fontSize: 14 }}>
            {hours === null ? 'The end must come after the start.' : `Window: ${hours} h`}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
