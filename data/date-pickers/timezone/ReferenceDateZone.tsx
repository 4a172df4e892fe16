import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

// Deliveries leave the Seattle warehouse at 18:00 local time.
const reference = dayjs.tz('2025-03-03T18:00', 'America/Los_Angeles');

export default function ReferenceDateZone() {
  const [shipping, setShipping] = React.useState<Dayjs | null>(null);

  return (
    <div style={{ height: 380, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <code style={{ display: 'block', fontSize: 13, height: 24, lineHeight: '24px', overflow: 'hidden' }}>
          {shipping ? `${shipping.format('YYYY-MM-DD HH:mm Z')} → ${shipping.toISOString()}` : 'value: null (pick a day)'}
        </code>
        {/* The value is empty, so the reference date gives both the time of day and the timezone. */}
        <DateCalendar value={shipping} onChange={setShipping} referenceDate={reference} sx={{ m: 0 }} />
      </LocalizationProvider>
    </div>
  );
}
