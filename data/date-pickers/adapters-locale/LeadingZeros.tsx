import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const day = dayjs('2025-03-07');

// With the same M/D/YYYY format, only the second field drops the leading zeros.
export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateField label="M/D/YYYY (default)" format="M/D/YYYY" defaultValue={day} />
        <DateField label="M/D/YYYY, shouldRespectLeadingZeros" format="M/D/YYYY" shouldRespectLeadingZeros defaultValue={day} />
      </Stack>
    </LocalizationProvider>
  );
}
