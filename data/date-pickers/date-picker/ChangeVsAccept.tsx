import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const show = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : 'null');

export default function ChangeVsAccept() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-02-14'));
  const [log, setLog] = React.useState<string[]>([]);

  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 4));

  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Invoice date"
            value={value}
            onChange={(newValue) => {
              setValue(newValue);
              add(`onChange ${show(newValue)}`);
            }}
            onAccept={(newValue) => add(`onAccept ${show(newValue)}`)}
            slotProps={{ textField: { fullWidth: true } }}
          />
        </div>
        <ul style={{ margin: '12px 0 0', paddingLeft: 20, fontFamily: 'monospace', fontSize: 13 }}>
          {log.length === 0 ? <li>Type in the field or pick a day.</li> : null}
          {log.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      </LocalizationProvider>
    </div>
  );
}
