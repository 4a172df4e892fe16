import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const bookingDay = dayjs('2025-07-01');

// The toolbar receives the value being edited, the current view and a className that places it in the layout.
function CountdownToolbar(props: DatePickerToolbarProps<Dayjs>) {
  const { value, className, view, onViewChange } = props;
  const nights = value ? value.diff(bookingDay, 'day') : null;

  return (
    <div className={className} style={{ padding: '16px 24px 8px' }}>
      <Typography variant="overline">Departure</Typography>
      <Typography
        variant="h5"
        component="button"
        onClick={() => onViewChange(view === 'day' ? 'year' : 'day')}
        sx={{ display: 'block', border: 0, p: 0, bgcolor: 'transparent', cursor: 'pointer', textAlign: 'start' }}
      >
        {value ? value.format('ddd D MMM YYYY') : 'Not set'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {nights === null ? '' : `${nights} days after booking`}
      </Typography>
    </div>
  );
}

export default function CountdownToolbarDemo() {
  return (
    <div style={{ height: 510, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          defaultValue={dayjs('2025-07-19')}
          minDate={bookingDay}
          views={['year', 'day']}
          openTo="day"
          slots={{ toolbar: CountdownToolbar }}
          sx={{ maxWidth: 320 }}
        />
      </LocalizationProvider>
    </div>
  );
}
