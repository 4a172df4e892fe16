import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function ShiftHours() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-05T08:30'),
    dayjs('2025-05-05T16:45'),
  ]);
  const [start, end] = shift;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 360, paddingTop: 8 }}>
          <MultiInputTimeRangeField
            ampm={false}
            value={shift}
            onChange={setShift}
            slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'Clock in' : 'Clock out' }) }}
          />
          <span style={{ fontSize: 14 }}>
            {minutes === null ? 'Enter both times.' : `${Math.floor(minutes / 60)} h ${minutes % 60} min`}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
