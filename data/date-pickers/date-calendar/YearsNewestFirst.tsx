import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Tax returns: the recent years are the likely ones, so they come first.
export default function YearsNewestFirst() {
  const [year, setYear] = React.useState<Dayjs>(dayjs('2024-01-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="body2">Tax year: {year.year()}</Typography>
      <YearCalendar
        value={year}
        onChange={setYear}
        yearsOrder="desc"
        minDate={dayjs('2010-01-01')}
        maxDate={dayjs('2025-01-01')}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
