import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Luxon needs no plugin: a DateTime knows its zone.
export default function LuxonUtc() {
  const [value, setValue] = React.useState<DateTime | null>(DateTime.fromISO('2025-09-01T08:30:00Z', { zone: 'utc' }));

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={1} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimePicker label="Release (UTC)" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">{value ? `${value.toISO()} · zone: ${value.zoneName}` : 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
