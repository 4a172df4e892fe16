import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo stable; an app would use dayjs().
const today = dayjs('2025-03-14');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')] },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'This month', getValue: () => [today.startOf('month'), today.endOf('month')] },
  {
    label: 'Last month',
    getValue: () => {
      const lastMonth = today.subtract(1, 'month');
      return [lastMonth.startOf('month'), lastMonth.endOf('month')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function RangeShortcuts() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([today.subtract(6, 'day'), today]);
  const [source, setSource] = React.useState('initial value');

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 320, paddingTop: 8 }}>
          <DateRangePicker
            label="Sales period"
            slots={{ field: SingleInputDateRangeField }}
            calendars={1}
            referenceDate={today}
            value={range}
            onChange={(next, context) => {
              setRange(next);
              // `context.shortcut` is set when a shortcut caused the change.
              setSource(context.shortcut ? `shortcut "${context.shortcut.label}"` : 'calendar or field');
            }}
            slotProps={{ shortcuts: { items: shortcuts } }}
          />
          <span style={{ fontSize: 14 }}>Last change from: {source}</span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
