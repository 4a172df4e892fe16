import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const nightlyRate = 140;

export default function CabinStay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-04'),
    dayjs('2025-07-11'),
  ]);

  const [checkIn, checkOut] = stay;
  const nights = checkIn && checkOut ? checkOut.diff(checkIn, 'day') : 0;

  return (
    <div style={{ height: 120, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 340, paddingTop: 8 }}>
          <DateRangePicker
            label="Stay"
            value={stay}
            onChange={setStay}
            minDate={dayjs('2025-05-01')}
            maxDate={dayjs('2025-10-31')}
            slots={{ field: SingleInputDateRangeField }}
          />
          <span style={{ fontSize: 14 }}>
            {nights > 0
              ? `${nights} nights, ${nights * nightlyRate} EUR`
              : 'Pick a check-in and a check-out day.'}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
