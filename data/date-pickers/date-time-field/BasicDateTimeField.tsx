import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BasicDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-02-03T16:05'));

  return (
    <div style={{ height: 100, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <DateTimeField label="Incident reported" value={value} onChange={setValue} />
          <span style={{ fontSize: 14 }}>
            Value: {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DDTHH:mm') : 'Invalid Date'}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
