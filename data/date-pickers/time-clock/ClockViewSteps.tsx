import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

export default function ClockViewSteps() {
  // Minutes and seconds on the clock face (multiples of 5): TimeClock points its listbox's
  // aria-activedescendant at the selected number, and 41 has no number to point at.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-21T09:40:15'));
  const [view, setView] = React.useState<TimeView>('minutes');

  return (
    <div style={{ height: 360, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 14 }}>
          {value?.format('HH:mm:ss')}, editing the {view}
        </div>
        <TimeClock
          ampm={false}
          views={['hours', 'minutes', 'seconds']}
          view={view}
          onViewChange={setView}
          // Arrows in the top corner move between the views.
          showViewSwitcher
          value={value}
          onChange={setValue}
        />
      </LocalizationProvider>
    </div>
  );
}
