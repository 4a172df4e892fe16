import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => (date ? date.format('ddd D MMM') : '…');

export default function BasicRangeCalendar() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([dayjs('2025-09-22'), dayjs('2025-10-05')]);

  return (
    <div style={{ height: 380, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 14 }}>
          Festival: {show(range[0])} to {show(range[1])}
        </div>
        {/* Two months side by side by default; narrow screens scroll this box sideways. */}
        <DateRangeCalendar value={range} onChange={setRange} />
      </LocalizationProvider>
    </div>
  );
}
