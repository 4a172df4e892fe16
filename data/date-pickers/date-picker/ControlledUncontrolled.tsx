import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ControlledUncontrolled() {
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2026-01-31'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        {/* Uncontrolled: the picker owns the value, defaultValue is only where it starts. */}
        <DatePicker label="Policy start" defaultValue={dayjs('2025-02-01')} />
        {/* Controlled: the value lives in this component's state. */}
        <DatePicker
          label="Renewal"
          value={renewal}
          onChange={setRenewal}
          slotProps={{ textField: { helperText: `State: ${renewal ? renewal.format('YYYY-MM-DD') : 'null'}` } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
