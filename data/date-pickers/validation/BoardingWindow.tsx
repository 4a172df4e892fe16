import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// A pickup between the ship's arrival and its departure two days later.
const arrival = dayjs('2025-08-12T14:30');
const departure = dayjs('2025-08-14T09:00');

export default function BoardingWindow() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-08-12T10:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <div style={{ height: 140, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DateTimePicker
            label="Crew pickup"
            value={pickup}
            onChange={setPickup}
            onError={setError}
            ampm={false}
            minDateTime={arrival}
            maxDateTime={departure}
            slotProps={{ textField: { fullWidth: true, error: error !== null } }}
          />
        </div>
        <code style={{ display: 'block', fontSize: 13, marginTop: 8 }}>onError: {JSON.stringify(error)}</code>
        <div style={{ fontSize: 13 }}>Allowed: 12 Aug 14:30 to 14 Aug 09:00</div>
      </LocalizationProvider>
    </div>
  );
}
