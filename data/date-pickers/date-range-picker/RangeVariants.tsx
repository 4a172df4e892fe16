import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function RangeVariants() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([dayjs('2025-08-04'), dayjs('2025-08-15')]);

  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 320, paddingTop: 8 }}>
          <DesktopDateRangePicker
            label="Desktop: two months in a popover"
            slots={{ field: SingleInputDateRangeField }}
            value={range}
            onChange={setRange}
          />
          <MobileDateRangePicker
            label="Mobile: one month in a dialog"
            slots={{ field: SingleInputDateRangeField }}
            value={range}
            onChange={setRange}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
