import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

export default function BasicRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 420, paddingBlock: 12 }}>
        {/* No value: both ends start empty. The calendar opens on the reference month. */}
        <DateRangePicker referenceDate={dayjs('2025-10-01')} />
      </div>
    </LocalizationProvider>
  );
}
