import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The layout is a 3 x 3 CSS grid: toolbar, shortcuts, content wrapper and action bar are placed in it.
const layoutSx = {
  [`.${pickersLayoutClasses.toolbar}`]: {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '& .MuiTypography-root': { color: 'inherit' },
  },
  // Move the action bar from the bottom row to the top, above the calendar.
  [`.${pickersLayoutClasses.actionBar}`]: { gridRow: 1, gridColumn: '2 / 4', justifyContent: 'flex-start' },
  [`.${pickersLayoutClasses.contentWrapper}`]: { gridRow: 2 },
};

export default function RearrangedGrid() {
  return (
    <div style={{ height: 440, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          orientation="landscape"
          defaultValue={dayjs('2025-02-14')}
          slotProps={{
            layout: { sx: layoutSx },
            actionBar: { actions: ['clear', 'cancel', 'accept'] },
          }}
          sx={{ maxWidth: 480 }}
        />
      </LocalizationProvider>
    </div>
  );
}
