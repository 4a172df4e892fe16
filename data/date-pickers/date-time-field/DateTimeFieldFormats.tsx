import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const lastSeen = dayjs('2025-01-09T07:03:59');

export default function DateTimeFieldFormats() {
  return (
    <div style={{ height: 210, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DateTimeField label="Locale default, 24 hours" ampm={false} defaultValue={lastSeen} />
          <DateTimeField label="Log style" format="YYYY-MM-DD HH:mm:ss" defaultValue={lastSeen} />
          <DateTimeField label="Long" format="MMM D, YYYY [at] h:mm A" defaultValue={lastSeen} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
