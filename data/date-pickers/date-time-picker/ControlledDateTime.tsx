import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ControlledDateTime() {
  const [kickoff, setKickoff] = React.useState<Dayjs | null>(dayjs('2025-08-16T15:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        {/* Uncontrolled: only the starting value is given. */}
        <DateTimePicker label="Gates open" defaultValue={dayjs('2025-08-16T13:30')} />
        {/* Controlled: the moment is kept in state and echoed below the field. */}
        <DateTimePicker
          label="Kick-off"
          value={kickoff}
          onChange={setKickoff}
          slotProps={{ textField: { helperText: `State: ${kickoff ? kickoff.format('YYYY-MM-DDTHH:mm') : 'null'}` } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
