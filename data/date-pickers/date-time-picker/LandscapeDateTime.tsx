import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

// Date-time pickers are portrait unless told otherwise; narrow screens scroll the box.
export default function LandscapeDateTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDateTimePicker
          orientation="landscape"
          defaultValue={dayjs('2025-10-31T20:00')}
          sx={{ width: 'max-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
