import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ControlledTime() {
  const [closing, setClosing] = React.useState<Dayjs | null>(dayjs('2025-03-01T18:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        {/* Uncontrolled: starts at 09:00, then the picker keeps its own value. */}
        <TimePicker label="Opens at" defaultValue={dayjs('2025-03-01T09:00')} />
        {/* Controlled: the state here is the single source of truth. */}
        <TimePicker
          label="Closes at"
          value={closing}
          onChange={setClosing}
          slotProps={{ textField: { helperText: `State: ${closing ? closing.format('HH:mm') : 'null'}` } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
