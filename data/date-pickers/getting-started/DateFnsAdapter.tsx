import * as React from 'react';
import { de } from 'date-fns/locale';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateFnsAdapter() {
  // With the date-fns adapter the value is a plain JavaScript Date (month 2 is March).
  const [checkIn, setCheckIn] = React.useState<Date | null>(new Date(2025, 2, 14));

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <DatePicker label="Anreise" value={checkIn} onChange={(newValue) => setCheckIn(newValue)} />
          <code style={{ fontSize: 13 }}>
            {checkIn && !Number.isNaN(checkIn.getTime()) ? `value: ${checkIn.toDateString()}` : `value: ${String(checkIn)}`}
          </code>
        </div>
      </LocalizationProvider>
    </div>
  );
}
