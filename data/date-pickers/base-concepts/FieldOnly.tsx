import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// Values users know by heart are faster to type than to find in a calendar.
export default function FieldOnly() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs('1988-02-29'));
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-01-01T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateField label="Date of birth" value={birthDate} onChange={setBirthDate} disableFuture />
        <TimeField label="Wake-up alarm" value={alarm} onChange={setAlarm} />
      </Stack>
    </LocalizationProvider>
  );
}
