import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// No value and no referenceDate: the calendar shows the valid date closest to today,
// here the first day that minDate allows.
export default function DefaultReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Bookings open on 2 March 2032 · value: {value ? value.format('YYYY-MM-DD') : 'null'}
      </Typography>
      <DateCalendar value={value} onChange={setValue} minDate={dayjs('2032-03-02')} sx={{ m: 0, width: '100%', maxWidth: 320 }} />
    </LocalizationProvider>
  );
}
