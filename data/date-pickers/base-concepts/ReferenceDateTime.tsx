import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Deliveries start at 08:00: a day picked first gets that time, not the current one.
export default function ReferenceDateTime() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320, pt: 1 }}>
        <DateTimePicker
          label="Delivery"
          value={delivery}
          onChange={setDelivery}
          referenceDate={dayjs('2025-10-01T08:00')}
          ampm={false}
        />
        <Typography variant="body2">Value: {delivery ? delivery.format('YYYY-MM-DD HH:mm') : 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
