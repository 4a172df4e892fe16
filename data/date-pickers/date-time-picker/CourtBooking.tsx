import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Courts are rented by the hour, so there is no minutes view at all.
export default function CourtBooking() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-12T18:00'));

  return (
    <div style={{ height: 100, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <DateTimePicker
            label="Court booking"
            views={['day', 'hours']}
            openTo="hours"
            ampm={false}
            timeSteps={{ minutes: 60 }}
            minTime={dayjs('2025-01-01T08:00')}
            maxTime={dayjs('2025-01-01T21:00')}
            value={value}
            onChange={setValue}
          />
          <span style={{ fontSize: 14 }}>{value?.isValid() ? value.format('dddd D MMMM, HH:00') : '…'}</span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
