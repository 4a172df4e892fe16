import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function SingleColumnSlots() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-02T14:30'));

  return (
    <div style={{ height: 150, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          {/* 24 h / 30 min = 48 options: above the default threshold of 24, so one column per unit. */}
          <DesktopTimePicker
            label="Columns (default threshold)"
            timeSteps={{ minutes: 30 }}
            value={value}
            onChange={setValue}
          />
          {/* Raising the threshold to 48 switches to a single list of times. */}
          <DesktopTimePicker
            label="Single list (threshold 48)"
            timeSteps={{ minutes: 30 }}
            thresholdToRenderTimeInASingleColumn={48}
            value={value}
            onChange={setValue}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
