import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ClearableDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-08-18'));
  const [readOnly, setReadOnly] = React.useState(false);
  const [clears, setClears] = React.useState(0);

  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 300, paddingTop: 8 }}>
          <DateField
            label="Follow-up on"
            value={value}
            onChange={setValue}
            clearable
            onClear={() => setClears((count) => count + 1)}
            readOnly={readOnly}
          />
          <FormControlLabel
            sx={{ ml: 0 }}
            control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
            label="Read-only"
          />
          <span style={{ fontSize: 14 }}>Cleared {clears} times</span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
