import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function CompactDateTimeRange() {
  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 360, paddingTop: 8 }}>
          <SingleInputDateTimeRangeField
            label="Default format"
            defaultValue={[dayjs('2025-03-21T09:00'), dayjs('2025-03-23T17:00')]}
          />
          {/* Short day-first dates, 24 hours, and a custom separator. */}
          <SingleInputDateTimeRangeField
            label="Compact"
            format="DD/MM HH:mm"
            dateSeparator="to"
            clearable
            defaultValue={[dayjs('2025-03-21T09:00'), dayjs('2025-03-23T17:00')]}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
