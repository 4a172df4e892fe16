import * as React from 'react';
import dayjs from 'dayjs';
import AlarmIcon from '@mui/icons-material/Alarm';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function IconAndPosition() {
  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Check-in"
            defaultValue={dayjs('2025-08-14')}
            slots={{ openPickerIcon: EventAvailableIcon }}
            slotProps={{
              // The button sits before the text instead of after it.
              inputAdornment: { position: 'start' },
              // A function receives the owner state: the icon turns blue while the popup is open.
              openPickerIcon: (ownerState) => ({ color: ownerState.open ? 'primary' : 'action' }),
            }}
          />
          <TimePicker
            label="Wake-up call"
            defaultValue={dayjs('2025-08-15T06:45')}
            slots={{ openPickerIcon: AlarmIcon }}
            slotProps={{ openPickerButton: { color: 'secondary', size: 'small' } }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
