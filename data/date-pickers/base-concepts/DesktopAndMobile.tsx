import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

// Open each picker to compare the popover with the dialog; both edit the same value.
export default function DesktopAndMobile() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-11-07'));

  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DesktopDatePicker label="Desktop: popover" value={day} onChange={setDay} />
          <MobileDatePicker label="Mobile: dialog" value={day} onChange={setDay} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
