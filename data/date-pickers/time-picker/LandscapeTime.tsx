import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

// The toolbar with the selected time sits left of the clock; narrow screens scroll the box.
export default function LandscapeTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticTimePicker orientation="landscape" defaultValue={dayjs('2025-03-01T07:20')} sx={{ width: 'max-content' }} />
      </Box>
    </LocalizationProvider>
  );
}
