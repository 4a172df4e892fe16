import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// A signed contract: its date can be read and copied but not changed; the archive date is off.
export default function FormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DatePicker label="Signed on (read-only)" defaultValue={dayjs('2024-11-05')} readOnly />
        <DatePicker label="Archived on (disabled)" defaultValue={dayjs('2031-11-05')} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
