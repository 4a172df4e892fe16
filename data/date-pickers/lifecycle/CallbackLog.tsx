import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const show = (value: Dayjs | null) =>
  value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';

export default function CallbackLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const write = (line: string) => setLog((lines) => [line, ...lines].slice(0, 7));

  return (
    <div style={{ height: 270, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', paddingTop: 8 }}>
          <DatePicker
            label="Renewal date"
            defaultValue={dayjs('2025-02-10')}
            onChange={(value, context) => write(`onChange  ${show(value)}  error: ${context.validationError}`)}
            onAccept={(value) => write(`onAccept  ${show(value)}`)}
            onOpen={() => write('onOpen')}
            onClose={() => write('onClose')}
            sx={{ width: 220 }}
          />
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
        </div>
        <pre style={{ fontSize: 12, lineHeight: '18px', margin: '12px 0 0', height: 130, overflow: 'hidden' }}>
          {log.length > 0 ? log.join('\n') : 'Type in the field, or open the calendar and pick a day.'}
        </pre>
      </LocalizationProvider>
    </div>
  );
}
