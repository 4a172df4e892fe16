import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// The time clock's arrows switch between views; slotProps give them a size and a colour.
export default function ArrowSwitcherProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock
        defaultValue={dayjs('2025-11-12T09:40')}
        showViewSwitcher
        ampm={false}
        slotProps={{
          previousIconButton: { size: 'medium', color: 'secondary' },
          nextIconButton: { size: 'medium', color: 'secondary' },
        }}
        sx={{ m: 0, width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
