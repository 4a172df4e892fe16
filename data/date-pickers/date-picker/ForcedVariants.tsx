import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function ForcedVariants() {
  // Both variants edit the same value, so you can compare how each one opens.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-08'));

  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DesktopDatePicker label="Desktop: popover" value={value} onChange={setValue} />
          <MobileDatePicker label="Mobile: dialog" value={value} onChange={setValue} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
