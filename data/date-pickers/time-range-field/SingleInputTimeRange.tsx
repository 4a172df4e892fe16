import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function SingleInputTimeRange() {
  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 320, paddingTop: 8 }}>
          <SingleInputTimeRangeField
            label="Quiet hours (12 h)"
            ampm
            clearable
            defaultValue={[dayjs('2025-05-05T13:00'), dayjs('2025-05-05T15:30')]}
          />
          <SingleInputTimeRangeField
            label="Quiet hours (24 h)"
            ampm={false}
            dateSeparator="→"
            defaultValue={[dayjs('2025-05-05T13:00'), dayjs('2025-05-05T15:30')]}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
