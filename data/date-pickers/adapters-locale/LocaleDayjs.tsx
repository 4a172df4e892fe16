import * as React from 'react';
import 'dayjs/locale/de';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Day.js: import the locale file once, then pass its name.
export default function LocaleDayjs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DateTimePicker label="Termin" defaultValue={dayjs('2025-03-07T14:30')} slotProps={{ textField: { fullWidth: true } }} />
      </div>
    </LocalizationProvider>
  );
}
