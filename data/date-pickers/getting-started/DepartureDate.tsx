import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'value: null';
  }
  // While a section is still empty or out of range, onChange hands over an invalid date.
  return value.isValid() ? `value: ${value.format('YYYY-MM-DD')}` : 'value: Invalid Date';
}

export default function DepartureDate() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Departure"
            value={departure}
            onChange={(newValue) => setDeparture(newValue)}
          />
          <code style={{ fontSize: 13 }}>{describe(departure)}</code>
        </div>
      </LocalizationProvider>
    </div>
  );
}
