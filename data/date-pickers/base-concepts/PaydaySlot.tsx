import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const isPayday = (day: Dayjs) => day.date() === 15 || day.date() === day.daysInMonth();

// Replaces the `day` slot: the default PickersDay, wrapped in a dot on paydays.
function PaydayDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth } = props;
  return (
    <Badge color="success" variant="dot" overlap="circular" invisible={outsideCurrentMonth || !isPayday(day)}>
      <PickersDay {...props} />
    </Badge>
  );
}

export default function PaydaySlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Transfer date"
          defaultValue={dayjs('2025-04-15')}
          slots={{ day: PaydayDay }}
          slotProps={{
            textField: { fullWidth: true, helperText: 'Paydays carry a green dot' },
            actionBar: { actions: ['today', 'accept'] },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
