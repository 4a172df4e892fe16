import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Fixed bounds keep the demo stable; in an app use dayjs().startOf('month') as minDate.
const firstMonth = dayjs('2025-01-01');

export default function CardExpiry() {
  const [expiry, setExpiry] = React.useState<Dayjs | null>(dayjs('2027-08-01'));

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 220, paddingTop: 8 }}>
          <DatePicker
            label="Expires"
            views={['month', 'year']}
            openTo="month"
            format="MM/YYYY"
            minDate={firstMonth}
            maxDate={firstMonth.add(10, 'year')}
            value={expiry}
            onChange={setExpiry}
            slotProps={{ textField: { helperText: 'As printed on the card' } }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
