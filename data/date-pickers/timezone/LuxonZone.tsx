import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The value is stored in UTC; the timezone prop shows and edits it in São Paulo time.
export default function LuxonZone() {
  const [value, setValue] = React.useState<DateTime | null>(DateTime.fromISO('2025-09-01T13:30:00Z', { zone: 'utc' }));

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={1} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimePicker
          label="Kick-off (São Paulo)"
          timezone="America/Sao_Paulo"
          value={value}
          onChange={setValue}
          ampm={false}
        />
        <Typography variant="body2">Stored: {value ? `${value.toISO()} (${value.zoneName})` : 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
