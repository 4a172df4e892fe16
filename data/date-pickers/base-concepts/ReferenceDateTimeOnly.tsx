import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// A time picker still stores a full date: the reference date decides which day it is.
const launchDay = dayjs('2025-12-31');

export default function ReferenceDateTimeOnly() {
  const [countdown, setCountdown] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320, pt: 1 }}>
        <TimePicker label="Countdown starts" value={countdown} onChange={setCountdown} referenceDate={launchDay} />
        <Typography variant="body2">
          Stored value: {countdown ? countdown.format('YYYY-MM-DD HH:mm') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
