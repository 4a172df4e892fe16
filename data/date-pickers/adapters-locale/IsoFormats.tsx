import * as React from 'react';
import 'dayjs/locale/en-gb';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// keyboardDate is the default field format, so replacing it changes every field below the provider.
const isoFormats = { keyboardDate: 'YYYY-MM-DD' };

export default function IsoFormats() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-12-30'));

  return (
    <div style={{ height: 420, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb" dateFormats={isoFormats}>
        <div style={{ maxWidth: 320, paddingTop: 8 }}>
          <DateField label="Invoice date" value={day} onChange={setDay} fullWidth />
          <DateCalendar
            value={day?.isValid() ? day : null}
            onChange={setDay}
            displayWeekNumber
            dayOfWeekFormatter={(weekday) => weekday.format('dd')}
            slotProps={{ calendarHeader: { format: 'MMM YYYY' } }}
            sx={{ m: 0 }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
