import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function PickerSlots() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-30'));

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Report due"
            value={value}
            onChange={setValue}
            // `slots` replaces a part, `slotProps` configures it.
            slots={{ openPickerIcon: EventNoteIcon }}
            slotProps={{
              field: { clearable: true },
              textField: { fullWidth: true, helperText: 'Hover the field to see the clear button' },
              actionBar: { actions: ['clear', 'accept'] },
              openPickerButton: { color: 'primary' },
            }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
