import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function BasicMultiSection() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-20T08:25'));

  return (
    <div style={{ height: 270, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 28, fontSize: 14 }}>Wake up at {value?.format('h:mm A')}</div>
        {/* With ampm, a third column for AM/PM is added after the minutes. */}
        <MultiSectionDigitalClock ampm value={value} onChange={setValue} />
      </LocalizationProvider>
    </div>
  );
}
