import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// A shift handover on a ward: the time can be cleared and retyped until the record is signed off.
export default function HandoverField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-12T19:45'));
  const [signedOff, setSignedOff] = React.useState(false);
  const [clears, setClears] = React.useState(0);

  return (
    <div style={{ height: 170, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 320, paddingTop: 8 }}>
          <DateTimeField
            label="Handover"
            value={value}
            onChange={setValue}
            clearable
            onClear={() => setClears((count) => count + 1)}
            readOnly={signedOff}
            ampm={false}
            slots={{ clearIcon: BackspaceOutlinedIcon }}
            slotProps={{
              textField: { helperText: signedOff ? 'Signed off: read-only' : 'Clear and retype if it changed' },
              clearIcon: { color: 'action' },
            }}
          />
          <FormControlLabel
            control={<Switch checked={signedOff} onChange={(event) => setSignedOff(event.target.checked)} />}
            label="Signed off"
          />
          <span style={{ fontSize: 14 }}>
            Value: {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date'} · cleared {clears}{' '}
            {clears === 1 ? 'time' : 'times'}
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
