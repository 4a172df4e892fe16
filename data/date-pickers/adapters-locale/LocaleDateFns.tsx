import * as React from 'react';
import { fr } from 'date-fns/locale/fr';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// date-fns: pass the imported locale object, not a string.
export default function LocaleDateFns() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DateTimePicker
          label="Rendez-vous"
          defaultValue={new Date(2025, 2, 7, 14, 30)}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
