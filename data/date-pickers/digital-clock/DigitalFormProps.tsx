import * as React from 'react';
import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Read-only: the list can be scrolled and browsed with the keyboard, but selecting does nothing.
export default function DigitalFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="subtitle2" component="p">
        Pickup slot (readOnly)
      </Typography>
      <DigitalClock
        defaultValue={dayjs('2025-05-20T14:00')}
        readOnly
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 200, width: 120 }}
      />
    </LocalizationProvider>
  );
}
