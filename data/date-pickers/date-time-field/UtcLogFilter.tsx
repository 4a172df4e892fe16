import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Day.js needs the utc plugin for any timezone other than the default one.
dayjs.extend(utc);

export default function UtcLogFilter() {
  const [from, setFrom] = React.useState<Dayjs | null>(dayjs.utc('2025-04-30T23:30:00Z'));

  return (
    <div style={{ height: 100, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          {/* Shown and edited in UTC whatever the reader's time zone. */}
          <DateTimeField label="Logs from (UTC)" timezone="UTC" ampm={false} value={from} onChange={setFrom} />
          <code style={{ fontSize: 13 }}>{from?.isValid() ? from.toISOString() : '—'}</code>
        </div>
      </LocalizationProvider>
    </div>
  );
}
