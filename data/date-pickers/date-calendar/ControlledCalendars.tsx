import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Controlled: the buttons and the calendar edit the same state.
export default function ControlledCalendars() {
  const [dueDay, setDueDay] = React.useState<Dayjs | null>(dayjs('2025-06-20'));
  const shift = (weeks: number) => setDueDay((day) => (day ?? dayjs('2025-06-20')).add(weeks, 'week'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => shift(-1)}>
          Week earlier
        </Button>
        <Button size="small" variant="outlined" onClick={() => shift(1)}>
          Week later
        </Button>
        <Typography variant="body2">Due: {dueDay ? dueDay.format('YYYY-MM-DD') : 'null'}</Typography>
      </Stack>
      <DateCalendar value={dueDay} onChange={setDueDay} sx={{ m: 0, width: '100%', maxWidth: 320 }} />
    </LocalizationProvider>
  );
}
