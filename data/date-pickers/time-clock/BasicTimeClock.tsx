import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function BasicTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-21T16:20'));

  return (
    <div style={{ height: 360, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 14 }}>Reminder at {value?.format('HH:mm')}</div>
        {/* Without a toolbar, a 12-hour clock needs its own AM/PM buttons. */}
        <TimeClock value={value} onChange={setValue} ampm ampmInClock />
      </LocalizationProvider>
    </div>
  );
}
