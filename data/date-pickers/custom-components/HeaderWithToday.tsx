import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// A fixed "this month" keeps the demo stable; an app would use dayjs().
const thisMonth = dayjs('2025-11-01');

// A header of our own: month label, arrows, and a button back to the current month.
function HeaderWithTodayButton(props: PickersCalendarHeaderProps<Dayjs>) {
  const { currentMonth, onMonthChange, className } = props;
  return (
    <Stack direction="row" className={className} sx={{ alignItems: 'center', px: 2, py: 1 }}>
      <IconButton aria-label="Previous month" onClick={() => onMonthChange(currentMonth.subtract(1, 'month'), 'right')}>
        <ChevronLeft />
      </IconButton>
      <Typography sx={{ flex: 1, textAlign: 'center' }}>{currentMonth.format('MMMM YYYY')}</Typography>
      <IconButton aria-label="Next month" onClick={() => onMonthChange(currentMonth.add(1, 'month'), 'left')}>
        <ChevronRight />
      </IconButton>
      <Button size="small" onClick={() => onMonthChange(thisMonth, 'right')} disabled={currentMonth.isSame(thisMonth, 'month')}>
        This month
      </Button>
    </Stack>
  );
}

export default function HeaderWithToday() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-02-14')}
        slots={{ calendarHeader: HeaderWithTodayButton }}
        sx={{ m: 0, width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
