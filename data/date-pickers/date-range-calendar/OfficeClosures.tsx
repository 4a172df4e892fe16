import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The days a fictional office is closed at the end of 2025.
const closures = new Map([
  ['2025-12-24', 'office closed'],
  ['2025-12-25', 'public holiday'],
  ['2025-12-26', 'public holiday'],
  ['2025-12-31', 'office closed'],
  ['2026-01-01', 'public holiday'],
]);

// `slotProps.day` as a function: called for every day cell with the day being rendered.
function closureProps({ day }: { day: Dayjs }) {
  const reason = closures.get(day.format('YYYY-MM-DD'));
  if (!reason) {
    return {};
  }
  return {
    // The visible number stays at the start of the accessible name.
    'aria-label': `${day.format('D')}, ${reason}`,
    title: reason,
    style: { textDecoration: 'underline', textDecorationThickness: 2, textUnderlineOffset: 4, fontWeight: 700 },
  };
}

const show = (date: Dayjs | null) => (date ? date.format('ddd D MMM') : '…');

export default function OfficeClosures() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([dayjs('2025-12-22'), dayjs('2026-01-02')]);
  const [start, end] = range;
  let closed = 0;
  for (let day = start; day && end && !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    closed += closures.has(day.format('YYYY-MM-DD')) ? 1 : 0;
  }

  return (
    <div style={{ height: 400, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ minHeight: 40, fontSize: 14 }}>
          Trip: {show(start)} to {show(end)}. Underlined days: the office is closed ({closed} in the range).
        </div>
        <DateRangeCalendar
          calendars={1}
          value={range}
          onChange={setRange}
          slots={{ leftArrowIcon: ChevronLeftIcon, rightArrowIcon: ChevronRightIcon }}
          slotProps={{ day: closureProps }}
        />
      </LocalizationProvider>
    </div>
  );
}
