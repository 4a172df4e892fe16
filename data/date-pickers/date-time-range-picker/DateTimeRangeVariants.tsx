import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Both variants edit one value: open each to compare the popover with the dialog.
export default function DateTimeRangeVariants() {
  const [slot, setSlot] = React.useState<DateRange<Dayjs>>([dayjs('2025-06-02T10:00'), dayjs('2025-06-02T11:30')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 360 }}>
        <DesktopDateTimeRangePicker
          label="Desktop: popover"
          value={slot}
          onChange={setSlot}
          slots={{ field: SingleInputDateTimeRangeField }}
        />
        <MobileDateTimeRangePicker
          label="Mobile: dialog"
          value={slot}
          onChange={setSlot}
          slots={{ field: SingleInputDateTimeRangeField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
