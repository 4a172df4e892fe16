import * as React from 'react';
import type { Moment } from 'moment';
// The build with ten years of zone data is far smaller than the full database.
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Named zones need moment-timezone, handed to the provider as dateLibInstance.
export default function MomentZone() {
  const [value, setValue] = React.useState<Moment | null>(moment.tz('2025-09-01 10:30', 'Africa/Nairobi'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack spacing={1} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimePicker label="Delivery (Nairobi)" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">{value ? value.format('YYYY-MM-DD HH:mm Z') : 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
