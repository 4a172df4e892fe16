import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// Four arrows: a year back, a month back, a month forward, a year forward.
function YearAndMonthHeader(props: PickersCalendarHeaderProps<Dayjs>) {
  const { currentMonth, onMonthChange, className } = props;
  const go = (amount: number, unit: 'month' | 'year') =>
    onMonthChange(currentMonth.add(amount, unit), amount < 0 ? 'right' : 'left');
  return (
    <Stack direction="row" className={className} sx={{ alignItems: 'center', px: 1, py: 1 }}>
      <IconButton aria-label="Previous year" onClick={() => go(-1, 'year')}>
        <FirstPage />
      </IconButton>
      <IconButton aria-label="Previous month" onClick={() => go(-1, 'month')}>
        <ChevronLeft />
      </IconButton>
      <Typography sx={{ flex: 1, textAlign: 'center' }}>{currentMonth.format('MMM YYYY')}</Typography>
      <IconButton aria-label="Next month" onClick={() => go(1, 'month')}>
        <ChevronRight />
      </IconButton>
      <IconButton aria-label="Next year" onClick={() => go(1, 'year')}>
        <LastPage />
      </IconButton>
    </Stack>
  );
}

export default function YearStepHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Contract renewal"
          defaultValue={dayjs('2027-03-31')}
          slots={{ calendarHeader: YearAndMonthHeader }}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
