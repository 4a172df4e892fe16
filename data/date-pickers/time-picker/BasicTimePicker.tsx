import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BasicTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-06T07:30'));

  return (
    <div style={{ height: 100, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <TimePicker label="Shift starts" value={value} onChange={setValue} />
          {/* The date part of the value (October 6) is kept when the time changes. */}
          <span style={{ fontSize: 14 }}>
            Value: {value && value.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value)}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
