import * as React from 'react';
import dayjs from 'dayjs';
import Chip from '@mui/material/Chip';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// A small label before the clock button tells users which zone the time is in.
function AdornmentWithZone(props: InputAdornmentProps) {
  const { children, ...other } = props;
  return (
    <InputAdornment {...other}>
      <Chip label="CET" size="small" variant="outlined" sx={{ mr: 0.5 }} />
      {children}
    </InputAdornment>
  );
}

export default function ZoneNextToButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <TimePicker
          label="Market opens"
          ampm={false}
          defaultValue={dayjs('2025-08-01T09:00')}
          slots={{ inputAdornment: AdornmentWithZone }}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
