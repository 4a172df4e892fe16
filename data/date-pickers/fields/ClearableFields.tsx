import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ClearableFields() {
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2025-10-02'));
  const [log, setLog] = React.useState('Hover or focus a field to see its clear button.');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateField
          label="Reminder"
          value={reminder}
          onChange={setReminder}
          clearable
          onClear={() => setLog('The reminder date was cleared.')}
        />
        <TimeField label="Quiet hours start" defaultValue={dayjs('2025-10-02T22:00')} clearable />
        <Typography variant="body2">{log}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
