import * as React from 'react';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Luxon: locales come from the browser's Intl data, so a BCP 47 tag is enough.
export default function LocaleLuxon() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="es">
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DateTimePicker
          label="Cita"
          defaultValue={DateTime.fromISO('2025-03-07T14:30')}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
