import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

function WeekendAwareDay(props: PickersDayProps<Dayjs>) {
  const { day, sx, ...other } = props;
  const isWeekend = day.day() === 0 || day.day() === 6;

  return (
    <PickersDay
      {...other}
      day={day}
      sx={[isWeekend && { color: 'text.secondary', fontStyle: 'italic' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

export default function ShiftCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        referenceDate={dayjs('2025-06-18')}
        sx={{ width: '100%', maxWidth: 320 }}
        slots={{ day: WeekendAwareDay }}
        slotProps={{
          day: (ownerState) => ({ title: ownerState.day.format('dddd D MMMM YYYY') }),
        }}
      />
    </LocalizationProvider>
  );
}
