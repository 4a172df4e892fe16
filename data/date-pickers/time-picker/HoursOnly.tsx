import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Parking is sold by the hour: one view, and the minutes stay at zero.
export default function HoursOnly() {
  const [leave, setLeave] = React.useState<Dayjs | null>(dayjs('2025-03-01T17:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <TimePicker
          label="Leaving around"
          views={['hours']}
          value={leave}
          onChange={setLeave}
          minTime={dayjs('2025-03-01T08:00')}
          skipDisabled
          slotProps={{ textField: { fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {leave ? `Stored value: ${leave.format('HH:mm')}` : 'No time chosen'}
        </Typography>
      </div>
    </LocalizationProvider>
  );
}
