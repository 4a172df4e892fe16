import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type Count = 1 | 2 | 3;

export default function MonthsToRender() {
  const [calendars, setCalendars] = React.useState<Count>(1);
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography id={id} variant="body2">
        Months shown (calendars)
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-labelledby={id}
        value={calendars}
        onChange={(_event, next: Count | null) => next && setCalendars(next)}
        sx={{ '& .MuiToggleButton-root': { minWidth: 40 } }}
      >
        <ToggleButton value={1}>1</ToggleButton>
        <ToggleButton value={2}>2</ToggleButton>
        <ToggleButton value={3}>3</ToggleButton>
      </ToggleButtonGroup>
      {/* Two or three months are wider than a phone: this box scrolls sideways. */}
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar
          calendars={calendars}
          defaultValue={[dayjs('2025-12-20'), dayjs('2026-01-06')]}
          sx={{ width: 'max-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
