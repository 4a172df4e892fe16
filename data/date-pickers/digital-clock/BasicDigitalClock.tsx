import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BasicDigitalClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-20T19:30'));

  return (
    <div style={{ height: 270, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 28, fontSize: 14 }}>Dinner reservation: {value?.format('h:mm A')}</div>
        {/* The list scrolls to the selected time when it mounts. */}
        <DigitalClock value={value} onChange={setValue} sx={{ width: 160 }} />
      </LocalizationProvider>
    </div>
  );
}
