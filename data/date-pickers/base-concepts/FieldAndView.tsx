import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The two halves of a picker, rendered separately and sharing one state.
export default function FieldAndView() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-09-23'));

  return (
    <div style={{ height: 420, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 320, paddingTop: 8 }}>
          <DateField label="Field: type here" value={day} onChange={setDay} fullWidth />
          {/* While the field holds a half-typed (invalid) date, the calendar shows no selection. */}
          <DateCalendar value={day?.isValid() ? day : null} onChange={setDay} sx={{ m: 0 }} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
