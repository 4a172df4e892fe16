import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function DateTimeVariants() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-07-01T09:30'));

  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DesktopDateTimePicker label="Desktop: side by side" value={value} onChange={setValue} />
          <MobileDateTimePicker label="Mobile: tabs in a dialog" value={value} onChange={setValue} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
