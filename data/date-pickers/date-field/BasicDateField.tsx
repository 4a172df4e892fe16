import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BasicDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-09'));

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <DateField label="Start date" value={value} onChange={setValue} />
          <span style={{ fontSize: 14 }}>
            {/* Empty field: null. Incomplete or impossible date (02/30): an invalid Dayjs. */}
            Value: {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date'}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
