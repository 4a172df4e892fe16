import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-06-18');

// Returns are accepted for 30 days: the presets outside that window are greyed out.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Yesterday', getValue: () => today.subtract(1, 'day') },
  { label: 'Today', getValue: () => today },
  { label: 'In a week', getValue: () => today.add(1, 'week') },
  { label: 'In a month', getValue: () => today.add(1, 'month') },
  { label: 'In six weeks', getValue: () => today.add(6, 'week') },
];

export default function DisabledShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Return parcel on"
          minDate={today}
          maxDate={today.add(30, 'day')}
          referenceDate={today}
          slotProps={{
            shortcuts: { items: shortcuts },
            textField: { fullWidth: true, helperText: 'Within 30 days of 18 June 2025' },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
