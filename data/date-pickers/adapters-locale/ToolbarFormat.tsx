import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The toolbar of mobile and static pickers has its own format, independent of the field.
export default function ToolbarFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-03-07')}
          slotProps={{ toolbar: { toolbarFormat: 'ddd D MMM' } }}
          sx={{ width: 'max-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
