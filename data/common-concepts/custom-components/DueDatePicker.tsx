import * as React from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DueDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Due date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          slots={{ openPickerIcon: EventNoteIcon }}
          slotProps={{
            openPickerIcon: { fontSize: 'small', color: 'primary' },
            textField: { fullWidth: true, helperText: 'Pick the day the task is due' },
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
