import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : 'null');

export default function ControlledRange() {
  const [sprint, setSprint] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-03'), dayjs('2025-03-14')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 420 }}>
        {/* Uncontrolled: the picker keeps the range after starting from defaultValue. */}
        <DateRangePicker
          localeText={{ start: 'Freeze starts', end: 'Freeze ends' }}
          defaultValue={[dayjs('2025-03-17'), dayjs('2025-03-21')]}
        />
        {/* Controlled: the tuple lives here, either end can be null mid-selection. */}
        <DateRangePicker localeText={{ start: 'Sprint starts', end: 'Sprint ends' }} value={sprint} onChange={setSprint} />
        <Typography variant="body2">
          Sprint state: [{show(sprint[0])}, {show(sprint[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
