import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersTimezone } from '@mui/x-date-pickers/models';

dayjs.extend(utc);
dayjs.extend(timezone);

// The three keywords, then any IANA name the runtime knows.
const zones: PickersTimezone[] = ['default', 'system', 'UTC', 'Europe/Lisbon', 'Asia/Kolkata', 'Pacific/Auckland'];

export default function SupportedZones() {
  const [zone, setZone] = React.useState<PickersTimezone>('UTC');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-09-01T08:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <TextField select size="small" label="timezone prop" value={zone} onChange={(event) => setZone(event.target.value)}>
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker label="Maintenance starts" timezone={zone} value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">Stored: {value ? value.toISOString() : 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
