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

// A value built with dayjs.tz carries its zone: the picker shows it and returns values in it.
export default function DayjsZone() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.tz('2025-09-01 10:30', 'Europe/Paris'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimePicker label="Meeting (Paris)" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">{value ? value.format('YYYY-MM-DD HH:mm Z') : 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
