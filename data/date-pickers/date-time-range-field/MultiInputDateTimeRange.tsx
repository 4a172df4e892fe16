import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function MultiInputDateTimeRange() {
  const [flight, setFlight] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-11-03T22:40'),
    dayjs('2025-11-04T07:15'),
  ]);
  const [takeOff, landing] = flight;
  const minutes = takeOff?.isValid() && landing?.isValid() ? landing.diff(takeOff, 'minute') : null;

  return (
    <div style={{ height: 190, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 520, paddingTop: 8 }}>
          <MultiInputDateTimeRangeField
            ampm={false}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            value={flight}
            onChange={setFlight}
            slotProps={{
              textField: ({ position }) => ({ label: position === 'start' ? 'Take-off' : 'Landing', fullWidth: true }),
            }}
          />
          <span style={{ fontSize: 14 }}>
            {minutes === null ? 'Enter both moments.' : `Flight time ${Math.floor(minutes / 60)} h ${minutes % 60} min`}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
