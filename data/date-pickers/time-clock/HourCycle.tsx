import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// 12 hours with AM/PM in the clock, or 24 hours on two rings: the same value either way.
export default function HourCycle() {
  const [ampm, setAmpm] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormControlLabel
        control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
        label="12-hour clock (ampm)"
      />
      <TimeClock defaultValue={dayjs('2025-06-21T21:00')} ampm={ampm} ampmInClock sx={{ m: 0, width: '100%', maxWidth: 320 }} />
    </LocalizationProvider>
  );
}
