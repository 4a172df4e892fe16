import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const sample = dayjs('2025-04-08T10:20');

export default function FieldFamily() {
  return (
    <div style={{ height: 210, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DateField label="DateField" defaultValue={sample} />
          <TimeField label="TimeField" defaultValue={sample} />
          <DateTimeField label="DateTimeField" defaultValue={sample} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
