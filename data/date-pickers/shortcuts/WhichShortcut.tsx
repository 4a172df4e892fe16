import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const today = dayjs('2025-06-18');

// The `id` is what analytics would record; the label may be translated.
const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { id: 'last-7', label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { id: 'month-to-date', label: 'Month to date', getValue: () => [today.startOf('month'), today] },
  { id: 'last-month', label: 'Last month', getValue: () => [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] },
];

export default function WhichShortcut() {
  const [source, setSource] = React.useState('no change yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 420, paddingTop: 8 }}>
        <DateRangePicker
          defaultValue={[today.subtract(6, 'day'), today]}
          localeText={{ start: 'From', end: 'To' }}
          onChange={(_value, context) => setSource(context.shortcut ? `shortcut "${context.shortcut.id}"` : 'typed or clicked in the calendar')}
          slotProps={{ shortcuts: { items: shortcuts } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Last change: {source}
        </Typography>
      </div>
    </LocalizationProvider>
  );
}
