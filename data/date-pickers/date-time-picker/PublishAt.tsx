import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

// A fixed "now" keeps the demo stable; an app would use dayjs() here.
const now = dayjs('2025-05-12T09:20');

export default function PublishAt() {
  const [publishAt, setPublishAt] = React.useState<Dayjs | null>(dayjs('2025-05-15T07:30'));

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 320, paddingTop: 8 }}>
          <DateTimePicker
            label="Publish at"
            ampm
            minDateTime={now}
            maxDateTime={now.add(30, 'day')}
            minutesStep={15}
            viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
            value={publishAt}
            onChange={setPublishAt}
            slotProps={{
              textField: { fullWidth: true, helperText: 'Within the next 30 days, on the quarter hour' },
            }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
