import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// Keep the label above the input so the placeholders show before the field is focused.
const shrunkLabel = { shrink: true };

export default function FieldPlaceholders() {
  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      {/* Placeholders of empty sections come from the locale texts; here, French-style letters. */}
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{
          fieldDayPlaceholder: () => 'JJ',
          fieldMonthPlaceholder: () => 'MM',
          fieldYearPlaceholder: (params) => 'A'.repeat(params.digitAmount),
          fieldHoursPlaceholder: () => 'hh',
          fieldMinutesPlaceholder: () => 'mn',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DateField label="Date de naissance" format="DD/MM/YYYY" InputLabelProps={shrunkLabel} />
          <TimeField label="Heure d'arrivée" ampm={false} InputLabelProps={shrunkLabel} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
