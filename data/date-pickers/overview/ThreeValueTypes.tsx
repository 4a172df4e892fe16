import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// One value type for the three pickers: a Dayjs object (or null).
export default function ThreeValueTypes() {
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs('1988-02-29'));
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-01-01T06:30'));
  const [webinar, setWebinar] = React.useState<Dayjs | null>(dayjs('2025-10-21T17:00'));

  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DatePicker label="Birthday (DatePicker)" value={birthday} onChange={setBirthday} openTo="year" />
          <TimePicker label="Alarm (TimePicker)" value={alarm} onChange={setAlarm} />
          <DateTimePicker label="Webinar (DateTimePicker)" value={webinar} onChange={setWebinar} />
        </div>
        <div style={{ fontSize: 13, marginTop: 12 }}>
          {[birthday, alarm, webinar].map((value) => (value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'empty')).join(' · ')}
        </div>
      </LocalizationProvider>
    </div>
  );
}
