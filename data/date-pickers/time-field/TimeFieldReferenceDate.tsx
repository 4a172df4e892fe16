import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The field has no date sections: the date of a typed time comes from here.
const eventDay = dayjs('2025-11-08T00:00');

export default function TimeFieldReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <div style={{ height: 100, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <TimeField
            label="Speech on Nov 8 at"
            ampm={false}
            referenceDate={eventDay}
            value={value}
            onChange={setValue}
          />
          <span style={{ fontSize: 14 }}>
            {value && value.isValid() ? value.format('ddd D MMM YYYY, HH:mm') : 'Type a time, such as 14:30.'}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
