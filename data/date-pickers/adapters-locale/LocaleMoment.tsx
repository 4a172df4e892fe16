import * as React from 'react';
import 'moment/locale/it';
import moment from 'moment';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Moment: import the locale file, then pass its name.
export default function LocaleMoment() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="it">
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DateTimePicker
          label="Appuntamento"
          defaultValue={moment('2025-03-07T14:30')}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
