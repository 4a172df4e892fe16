import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function BuiltInFieldOptions() {
  const [shipped, setShipped] = React.useState<Dayjs | null>(dayjs('2025-01-17'));

  return (
    <div style={{ height: 190, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Shipped on"
            value={shipped}
            onChange={setShipped}
            format="DD / MM / YYYY"
            slotProps={{
              // Props of the field component (DateField here).
              field: { clearable: true, onClear: () => setShipped(null) },
              // Props of the Material UI TextField rendered by the field.
              textField: { variant: 'filled', helperText: 'Day / month / year' },
            }}
          />
          <DateTimePicker
            label="Delivered at"
            defaultValue={dayjs('2025-01-21T16:05')}
            ampm={false}
            // Adds spaces around the separators: "21 / 01 / 2025 16:05" reads better with a screen reader.
            formatDensity="spacious"
            slotProps={{ textField: { size: 'small' } }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
