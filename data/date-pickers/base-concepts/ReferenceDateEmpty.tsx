import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Registrations are for next year's festival: open the calendar there, not on today.
const festivalWeek = dayjs('2026-07-06');

export default function ReferenceDateEmpty() {
  const [arrival, setArrival] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320, pt: 1 }}>
        <DatePicker label="Arrival" value={arrival} onChange={setArrival} referenceDate={festivalWeek} />
        <Typography variant="body2">Value: {arrival ? arrival.format('YYYY-MM-DD') : 'null (the calendar opens on July 2026)'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
