import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

// Stored in UTC, edited in the zone of the venue, whatever the reader's own zone.
export default function UtcInOtherZone() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-09-01T12:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimePicker label="Concert (Sydney time)" timezone="Australia/Sydney" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">Stored: {value ? value.toISOString() : 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
