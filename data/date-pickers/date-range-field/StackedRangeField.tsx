import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function StackedRangeField() {
  return (
    <div style={{ height: 170, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 420, paddingTop: 8 }}>
          {/* The root is a Stack: stack the inputs on narrow screens, side by side from 600 px. */}
          <MultiInputDateRangeField
            defaultValue={[dayjs('2025-06-16'), dayjs('2025-06-27')]}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            format="DD/MM/YYYY"
            slotProps={{
              textField: ({ position }) => ({
                label: position === 'start' ? 'From' : 'Until',
                size: 'small',
                fullWidth: true,
              }),
              separator: { children: 'to' },
            }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
