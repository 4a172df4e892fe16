import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-10T18:45'));

  return (
    <div style={{ height: 100, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <TimeField label="Doors open" value={value} onChange={setValue} />
          <span style={{ fontSize: 14 }}>
            Value: {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date'}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
