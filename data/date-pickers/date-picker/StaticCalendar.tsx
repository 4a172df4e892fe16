import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function StaticCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-03'));

  return (
    <div style={{ height: 370, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 14 }}>
          Team offsite: {value ? value.format('dddd, MMMM D') : 'not planned'}
        </div>
        {/* 'desktop' drops the toolbar and the Cancel / OK buttons of the default 'mobile' look. */}
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          value={value}
          onChange={setValue}
        />
      </LocalizationProvider>
    </div>
  );
}
