import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import type { TimeView } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Slots already taken on the tennis court, as "HH:mm" strings.
const taken = new Set(['09:00', '09:30', '11:00', '16:30']);

function isTaken(value: Dayjs, view: TimeView) {
  if (view === 'hours') return value.hour() < 8 || value.hour() > 20;
  if (view === 'minutes') return value.minute() % 30 !== 0 || taken.has(value.format('HH:mm'));
  return false;
}

export default function BookedSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <TimePicker
          label="Court slot"
          ampm={false}
          timeSteps={{ minutes: 30 }}
          shouldDisableTime={isTaken}
          defaultValue={dayjs('2025-04-01T10:30')}
          slotProps={{ textField: { fullWidth: true, helperText: 'Taken: 09:00, 09:30, 11:00, 16:30' } }}
        />
      </div>
    </LocalizationProvider>
  );
}
