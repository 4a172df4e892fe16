import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

type Counts = { onChange: number; onAccept: number };

export default function MobileSteps() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-22T09:30'));
  const [accepted, setAccepted] = React.useState<Dayjs | null>(value);
  const [counts, setCounts] = React.useState<Counts>({ onChange: 0, onAccept: 0 });

  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <MobileDateTimePicker
            label="Ferry departure"
            value={value}
            onChange={(newValue) => {
              setValue(newValue);
              setCounts((c) => ({ ...c, onChange: c.onChange + 1 }));
            }}
            onAccept={(newValue) => {
              setAccepted(newValue);
              setCounts((c) => ({ ...c, onAccept: c.onAccept + 1 }));
            }}
            slotProps={{ actionBar: { actions: ['cancel', 'clear', 'accept'] }, textField: { fullWidth: true } }}
          />
        </div>
        <table style={{ fontSize: 13, marginTop: 12, borderSpacing: '12px 2px', marginLeft: -12 }}>
          <tbody>
            <tr><td>value (onChange)</td><td>{value?.format('ddd D MMM, HH:mm') ?? 'null'}</td><td>{counts.onChange} calls</td></tr>
            <tr><td>accepted (onAccept)</td><td>{accepted?.format('ddd D MMM, HH:mm') ?? 'null'}</td><td>{counts.onAccept} calls</td></tr>
          </tbody>
        </table>
      </LocalizationProvider>
    </div>
  );
}
