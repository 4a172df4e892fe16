import * as React from 'react';
import moment, { type Moment } from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// UTC works with Moment alone.
export default function MomentUtc() {
  const [value, setValue] = React.useState<Moment | null>(moment.utc('2025-09-01T08:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={1} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimePicker label="Release (UTC)" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">{value ? `${value.format()} · isUTC(): ${value.isUTC()}` : 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
