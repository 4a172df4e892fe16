import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const keys = [
  ['ArrowUp / ArrowDown', '±1 in the section'],
  ['PageUp / PageDown', '±5 in the section'],
  ['Home / End', 'smallest / largest value'],
  ['ArrowLeft / ArrowRight', 'previous / next section'],
  ['Backspace', 'clear the section'],
  ['Ctrl+A, then Backspace', 'clear every section'],
];

export default function FieldKeyboard() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-01-31T23:50'));
  const [lastKey, setLastKey] = React.useState('none yet');

  return (
    <div style={{ height: 270, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DateTimeField
            label="Train departure"
            value={value}
            onChange={setValue}
            ampm={false}
            onKeyDown={(event) => setLastKey(event.key)}
            fullWidth
          />
        </div>
        <div style={{ fontSize: 13, margin: '8px 0', fontFamily: 'monospace' }}>
          key: {lastKey} → {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value)}
        </div>
        <table style={{ fontSize: 13, borderSpacing: '0 2px' }}>
          <tbody>
            {keys.map(([key, effect]) => (
              <tr key={key}>
                <td style={{ paddingRight: 12, whiteSpace: 'nowrap' }}><kbd>{key}</kbd></td>
                <td>{effect}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </LocalizationProvider>
    </div>
  );
}
