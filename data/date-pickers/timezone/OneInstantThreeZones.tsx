import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Both plugins ship with dayjs; `timezone` needs `utc`.
dayjs.extend(utc);
dayjs.extend(timezone);

const offices = [
  { zone: 'UTC', label: 'Stored (UTC)' },
  { zone: 'America/New_York', label: 'New York' },
  { zone: 'Asia/Tokyo', label: 'Tokyo' },
];

export default function OneInstantThreeZones() {
  // A UTC value: onChange keeps returning UTC values, whatever zone the field shows.
  const [launch, setLaunch] = React.useState<Dayjs | null>(dayjs.utc('2025-06-12T13:00:00Z'));

  return (
    <div style={{ height: 250, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          {offices.map(({ zone, label }) => (
            <DateTimeField
              key={zone}
              label={label}
              timezone={zone}
              value={launch}
              onChange={setLaunch}
              size="small"
            />
          ))}
          <code style={{ fontSize: 13 }}>
            value: {launch?.isValid() ? launch.toISOString() : String(launch)}
          </code>
        </div>
      </LocalizationProvider>
    </div>
  );
}
