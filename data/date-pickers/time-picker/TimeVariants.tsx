import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

export default function TimeVariants() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-12-31T23:15'));

  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DesktopTimePicker label="Desktop: digital lists" value={value} onChange={setValue} />
          <MobileTimePicker label="Mobile: analog clock" value={value} onChange={setValue} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
