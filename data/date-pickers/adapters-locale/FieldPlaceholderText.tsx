import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Placeholders come from the translations; a nested provider overrides them for one field.
export default function FieldPlaceholderText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateField label="Default placeholders" InputLabelProps={{ shrink: true }} />
        {/* A nested provider changes the texts for the components below it only. */}
        <LocalizationProvider
          localeText={{
            fieldDayPlaceholder: () => 'dd',
            fieldMonthPlaceholder: () => 'mm',
            fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
          }}
        >
          <DateField label="Custom placeholders" InputLabelProps={{ shrink: true }} />
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
  );
}
