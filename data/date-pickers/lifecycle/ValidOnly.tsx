import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The picker shows whatever is typed; the app state only takes complete, valid dates.
const initial = dayjs('2025-06-30');

export default function ValidOnly() {
  const [lastValid, setLastValid] = React.useState<Dayjs | null>(initial);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ pt: 1, maxWidth: 320 }}>
        <DatePicker
          label="Report date"
          defaultValue={initial}
          disableFuture
          onChange={(value, context) => {
            if (context.validationError == null) setLastValid(value);
          }}
        />
        <Typography variant="body2">
          Used for the report: {lastValid ? lastValid.format('D MMMM YYYY') : 'no date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
