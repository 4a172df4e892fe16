import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-06-18');
// The workshop is closed on Sundays and Mondays.
const isClosed = (day: Dayjs) => day.day() === 0 || day.day() === 1;

// Walk forward from a start day until the picker's own validation accepts the day.
function firstValid(from: Dayjs, isValid: (value: Dayjs | null) => boolean): Dayjs | null {
  for (let day = from, step = 0; step < 60; day = day.add(1, 'day'), step += 1) {
    if (isValid(day)) {
      return day;
    }
  }
  return null;
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'First open day', getValue: ({ isValid }) => firstValid(today, isValid) },
  { label: 'Next week', getValue: ({ isValid }) => firstValid(today.add(1, 'week').startOf('week'), isValid) },
  // No workaround here: the chip is disabled because the value is invalid.
  { label: 'This Sunday', getValue: () => today.endOf('week').startOf('day') },
  { label: 'Any time in July', getValue: ({ isValid }) => firstValid(dayjs('2025-07-01'), isValid) },
];

export default function NextOpenDay() {
  const [day, setDay] = React.useState<Dayjs | null>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Repair drop-off"
            value={day}
            onChange={setDay}
            minDate={today}
            shouldDisableDate={isClosed}
            referenceDate={today}
            slotProps={{
              shortcuts: { items: shortcuts },
              textField: { fullWidth: true, helperText: 'Open the calendar to use a shortcut.' },
            }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
