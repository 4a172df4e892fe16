import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (moment: Dayjs | null) => (moment ? moment.format('YYYY-MM-DD HH:mm') : 'null');

export default function ControlledDateTimeRange() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([dayjs('2025-02-07T22:00'), dayjs('2025-02-08T06:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 460 }}>
        {/* Uncontrolled: defaultValue only sets where the range starts. */}
        <DateTimeRangePicker
          localeText={{ start: 'Day shift starts', end: 'Day shift ends' }}
          defaultValue={[dayjs('2025-02-07T06:00'), dayjs('2025-02-07T14:00')]}
          ampm={false}
        />
        {/* Controlled: the tuple is state; a night shift crosses midnight. */}
        <DateTimeRangePicker
          localeText={{ start: 'Night shift starts', end: 'Night shift ends' }}
          value={shift}
          onChange={setShift}
          ampm={false}
        />
        <Typography variant="body2">
          Night shift state: [{show(shift[0])}, {show(shift[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
