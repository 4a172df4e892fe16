import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

const day = dayjs('2025-06-21');

// Deliveries from 09:00 to 17:00, every quarter hour, never at 13:xx (driver's break).
const isBreak = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 13;

export default function ClockRestrictions() {
  const [value, setValue] = React.useState<Dayjs | null>(day.hour(10).minute(45));

  return (
    <div style={{ height: 360, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 14 }}>Delivery at {value?.format('HH:mm')}</div>
        <TimeClock
          ampm={false}
          minTime={day.hour(9)}
          maxTime={day.hour(17)}
          minutesStep={15}
          shouldDisableTime={isBreak}
          value={value}
          onChange={setValue}
        />
      </LocalizationProvider>
    </div>
  );
}
