import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Quarter-end months (March, June, September, December) are printed in bold.
export default function MonthButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar
        defaultValue={dayjs('2025-06-01')}
        slotProps={{
          monthButton: (ownerState) => ({
            sx: ownerState.value % 3 === 2 ? { fontWeight: 700, textDecoration: 'underline' } : {},
          }),
        }}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
