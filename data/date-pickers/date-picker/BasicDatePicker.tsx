import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BasicDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ height: 100, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 320 }}>
        <DatePicker label="Check-in" value={value} onChange={(newValue) => setValue(newValue)} />
        <span>Selected: {value ? value.format('dddd D MMMM YYYY') : 'nothing yet'}</span>
      </div>
    </LocalizationProvider>
  );
}
