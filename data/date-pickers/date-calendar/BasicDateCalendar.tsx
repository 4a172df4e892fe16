import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BasicDateCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-23'));

  return (
    <div style={{ height: 370, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 14 }}>
          Selected: {value ? value.format('dddd D MMMM YYYY') : 'none'}
        </div>
        <DateCalendar value={value} onChange={setValue} />
      </LocalizationProvider>
    </div>
  );
}
