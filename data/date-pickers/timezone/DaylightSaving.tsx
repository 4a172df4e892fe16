import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

// Summer time in Berlin ends on 26 October 2025: the offset drops from +02:00 to +01:00.
export default function DaylightSaving() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(
    dayjs.tz('2025-10-25T09:00', 'Europe/Berlin'),
  );

  return (
    <div style={{ height: 140, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          {/* No timezone prop: the picker renders in the zone of its value. */}
          <DateTimePicker label="Pickup in Berlin" value={pickup} onChange={setPickup} ampm={false} />
          <code style={{ fontSize: 13 }}>
            {pickup?.isValid()
              ? `${pickup.format('YYYY-MM-DD HH:mm Z')} = ${pickup.utc().format('HH:mm')} UTC`
              : 'Invalid Date'}
          </code>
        </div>
      </LocalizationProvider>
    </div>
  );
}
