import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// A booking panel: the calendar and the list of slots stay on screen, no field, no popup.
export default function ViewOnly() {
  const [slot, setSlot] = React.useState<Dayjs>(dayjs('2025-03-18T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <DateCalendar
          value={slot}
          onChange={(day: Dayjs | null) => day && setSlot(day)}
          minDate={dayjs('2025-03-03')}
          maxDate={dayjs('2025-04-30')}
          shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
          sx={{ m: 0, width: '100%', maxWidth: 320 }}
        />
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {slot.format('ddd D MMM, HH:mm')}
          </Typography>
          <DigitalClock
            value={slot}
            onChange={(time: Dayjs | null) => time && setSlot(time)}
            ampm={false}
            timeStep={30}
            minTime={dayjs('2025-01-01T09:00')}
            maxTime={dayjs('2025-01-01T17:00')}
            skipDisabled
            sx={{ maxHeight: 132, width: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
