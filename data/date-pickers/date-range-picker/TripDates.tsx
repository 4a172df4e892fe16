import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => (date ? date.format('MMM D') : 'null');

export default function TripDates() {
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([dayjs('2025-10-24'), dayjs('2025-11-02')]);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 420, paddingTop: 8 }}>
          {/* The default field has two inputs; `label` is ignored, so each input gets its own. */}
          <DateRangePicker
            value={trip}
            onChange={setTrip}
            slotProps={{
              textField: ({ position }) => ({ label: position === 'start' ? 'Departure' : 'Return' }),
            }}
          />
          <span style={{ fontSize: 14 }}>
            Value: [{show(trip[0])}, {show(trip[1])}]
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
