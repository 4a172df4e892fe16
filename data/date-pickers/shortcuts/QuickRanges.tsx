import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the demo stable; an app would call dayjs().
const today = dayjs('2025-06-18');

const reportingPeriods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')] },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'Month to date', getValue: () => [today.startOf('month'), today] },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = today.subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month')];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function QuickRanges() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([
    today.subtract(6, 'day'),
    today,
  ]);
  const [start, end] = period;

  return (
    <div style={{ height: 480, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ fontSize: 14, height: 24, lineHeight: '24px', overflow: 'hidden' }}>
          Report: {start ? start.format('MMM D') : '…'} to {end ? end.format('MMM D, YYYY') : '…'}
        </div>
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          calendars={1}
          value={period}
          onChange={setPeriod}
          slotProps={{
            shortcuts: {
              items: reportingPeriods,
              // Chips in a row instead of a column.
              sx: { display: 'flex', flexWrap: 'wrap', maxWidth: 320, px: 1, '& li': { width: 'auto', px: 0.5 } },
            },
            layout: {
              // Move the shortcuts from the first column to the first row, above the calendar.
              sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 2, gridRow: 1 } },
            },
          }}
        />
      </LocalizationProvider>
    </div>
  );
}
