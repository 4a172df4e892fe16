import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const departure = dayjs('2025-08-01T21:05:40');

export default function TimeFieldFormats() {
  return (
    <div style={{ height: 280, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <TimeField label="24 hours" ampm={false} defaultValue={departure} />
          <TimeField label="12 hours" ampm defaultValue={departure} />
          <TimeField label="With seconds" format="HH:mm:ss" defaultValue={departure} />
          {/* Text in square brackets is kept as-is between the sections. */}
          <TimeField label="French style" format="HH[h]mm" defaultValue={departure} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
