import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => (date === null ? 'null' : date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid');

export default function MultiInputRange() {
  const [contract, setContract] = React.useState<DateRange<Dayjs>>([dayjs('2025-01-01'), dayjs('2025-12-31')]);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 420, paddingTop: 8 }}>
          <MultiInputDateRangeField
            value={contract}
            onChange={setContract}
            slotProps={{
              textField: ({ position }) => ({ label: position === 'start' ? 'Contract starts' : 'Contract ends' }),
            }}
          />
          <span style={{ fontSize: 14 }}>
            [{show(contract[0])}, {show(contract[1])}]
          </span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
