import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

type Count = 1 | 2 | 3;

export default function ReportingPeriod() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([dayjs('2025-05-12'), dayjs('2025-06-20')]);
  const [calendars, setCalendars] = React.useState<Count>(2);
  const [position, setPosition] = React.useState<Count>(1);

  return (
    <div style={{ height: 440, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', gap: 12, paddingTop: 8 }}>
          <TextField
            select
            size="small"
            label="calendars"
            sx={{ minWidth: 110 }}
            value={calendars}
            onChange={(event) => {
              const next = Number(event.target.value) as Count;
              setCalendars(next);
              setPosition((current) => (current > next ? next : current));
            }}
          >
            {[1, 2, 3].map((count) => (
              <MenuItem key={count} value={count}>
                {count}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="current month at"
            sx={{ minWidth: 150 }}
            value={position}
            onChange={(event) => setPosition(Number(event.target.value) as Count)}
          >
            {[1, 2, 3].slice(0, calendars).map((index) => (
              <MenuItem key={index} value={index}>
                {index}
              </MenuItem>
            ))}
          </TextField>
        </div>
        {/* `key` remounts the calendars so the new position applies to the visible months. */}
        <StaticDateRangePicker
          key={`${calendars}-${position}`}
          displayStaticWrapperAs="desktop"
          calendars={calendars}
          currentMonthCalendarPosition={position}
          value={range}
          onChange={setRange}
        />
      </LocalizationProvider>
    </div>
  );
}
