import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// The function form receives the year being rendered: election years get a coloured frame.
const electionYears = new Set([2024, 2028, 2032]);

export default function YearButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        defaultValue={dayjs('2028-01-01')}
        minDate={dayjs('2022-01-01')}
        maxDate={dayjs('2036-12-31')}
        slotProps={{
          yearButton: (ownerState) => ({
            title: electionYears.has(ownerState.value) ? 'Election year' : undefined,
            sx: electionYears.has(ownerState.value) ? { outline: '2px solid', outlineColor: 'warning.main' } : {},
          }),
        }}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
