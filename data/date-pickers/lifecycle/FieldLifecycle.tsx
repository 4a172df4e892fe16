import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const show = (value: Dayjs | null) => (value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date');

// A field has no onAccept: every change that alters the value is an onChange.
export default function FieldLifecycle() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ pt: 1, maxWidth: 320 }}>
        <DateField
          label="Invoice date"
          defaultValue={dayjs('2025-01-31')}
          fullWidth
          onChange={(value, context) =>
            setLog((lines) => [`onChange ${show(value)} (error: ${context.validationError})`, ...lines].slice(0, 5))
          }
        />
      </Box>
      <Box component="pre" sx={{ fontSize: 12, lineHeight: '18px', m: 0, mt: 1.5, height: 90, overflow: 'hidden' }}>
        {log.length > 0 ? log.join('\n') : 'Select the day and press Backspace, then type 2, then 8.'}
      </Box>
    </LocalizationProvider>
  );
}
