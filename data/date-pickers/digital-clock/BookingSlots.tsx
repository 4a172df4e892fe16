import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const day = dayjs('2025-05-20');
// Slots already taken, as "HH:mm" strings.
const taken = new Set(['10:00', '10:15', '11:30', '14:45', '15:00']);

export default function BookingSlots() {
  const [value, setValue] = React.useState<Dayjs | null>(day.hour(11).minute(0));
  const [skipDisabled, setSkipDisabled] = React.useState(true);

  return (
    <div style={{ height: 300, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FormControlLabel
          sx={{ ml: 0, height: 40 }}
          control={<Switch checked={skipDisabled} onChange={(event) => setSkipDisabled(event.target.checked)} />}
          label="Hide unavailable times"
        />
        <DigitalClock
          ampm={false}
          timeStep={15}
          minTime={day.hour(9)}
          maxTime={day.hour(16).minute(45)}
          shouldDisableTime={(time) => taken.has(time.format('HH:mm'))}
          skipDisabled={skipDisabled}
          value={value}
          onChange={setValue}
          sx={{ width: 160 }}
          slotProps={{ digitalClockItem: { sx: { justifyContent: 'center' } } }}
        />
      </LocalizationProvider>
    </div>
  );
}
