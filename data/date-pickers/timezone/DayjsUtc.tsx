import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// UTC alone only needs the utc plugin.
dayjs.extend(utc);

export default function DayjsUtc() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-09-01T08:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimePicker label="Release (UTC)" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">
          {value ? `${value.format('YYYY-MM-DD HH:mm')} · isUTC(): ${value.isUTC()}` : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
