import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => (date?.isValid() ? date.format('MMM D, HH:mm') : '…');

export default function BasicDateTimeRange() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-08T09:00'),
    dayjs('2025-08-11T18:00'),
  ]);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 460, paddingTop: 8 }}>
          <DateTimeRangePicker
            value={rental}
            onChange={setRental}
            slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'Pick-up' : 'Drop-off' }) }}
          />
          <span style={{ fontSize: 14 }}>
            Car rental: {show(rental[0])} → {show(rental[1])}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
