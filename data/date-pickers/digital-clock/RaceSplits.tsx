import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// Start times of a race: between 07:00:00 and 10:59:50, every 10 seconds.
const day = dayjs('2025-09-14');

export default function RaceSplits() {
  const [start, setStart] = React.useState<Dayjs | null>(day.hour(8).minute(12).second(30));

  return (
    <div style={{ height: 270, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 28, fontSize: 14 }}>Wave starts at {start?.format('HH:mm:ss')}</div>
        <MultiSectionDigitalClock
          ampm={false}
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{ minutes: 1, seconds: 10 }}
          minTime={day.hour(7)}
          maxTime={day.hour(10).minute(59).second(50)}
          skipDisabled
          value={start}
          onChange={setStart}
        />
      </LocalizationProvider>
    </div>
  );
}
