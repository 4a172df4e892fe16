import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo stable; an app would start from dayjs().
const today = dayjs('2025-06-18');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => today.add(1, 'week').startOf('week').add(1, 'day') },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'Reset', getValue: () => null },
];

export default function AddingShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Follow-up call"
          referenceDate={today}
          slotProps={{
            shortcuts: { items: shortcuts },
            textField: { fullWidth: true, helperText: 'Open the calendar: the presets sit on its left' },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
