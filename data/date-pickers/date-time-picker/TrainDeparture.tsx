import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function TrainDeparture() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-12-19T06:42'));

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          {/* An explicit format wins over the locale's default; keep `ampm` consistent with it. */}
          <DateTimePicker
            label="Departure"
            format="DD.MM.YYYY HH:mm"
            ampm={false}
            timeSteps={{ minutes: 1 }}
            value={value}
            onChange={setValue}
            slotProps={{ textField: { fullWidth: true, helperText: 'Day.month.year and 24-hour time' } }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
