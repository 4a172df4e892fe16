import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The shop ships for six weeks from a fixed order date, never on Sundays or holidays.
const orderDate = dayjs('2025-11-17');
const lastDay = orderDate.add(6, 'week');
const holidays = ['2025-11-27', '2025-12-25', '2025-12-26'];

const isClosed = (day: Dayjs) => day.day() === 0 || holidays.includes(day.format('YYYY-MM-DD'));

function describe(error: DateValidationError): string {
  switch (error) {
    case 'minDate':
      return 'The earliest delivery is the day after the order.';
    case 'maxDate':
      return `We deliver until ${lastDay.format('MMM D')}.`;
    case 'shouldDisableDate':
      return 'No deliveries on Sundays and holidays.';
    case 'invalidDate':
      return 'Enter a complete date.';
    default:
      return 'Pick a delivery day.';
  }
}

export default function DeliveryDay() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-11-21'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Delivery day"
            minDate={orderDate.add(1, 'day')}
            maxDate={lastDay}
            shouldDisableDate={isClosed}
            value={day}
            onChange={setDay}
            onError={setError}
            slotProps={{ textField: { fullWidth: true, helperText: describe(error) } }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
