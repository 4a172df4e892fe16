import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Landscape puts the toolbar beside the calendar; on narrow screens the box scrolls sideways.
export default function LandscapeStatic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker orientation="landscape" defaultValue={dayjs('2025-05-23')} sx={{ width: 'max-content' }} />
      </Box>
    </LocalizationProvider>
  );
}
