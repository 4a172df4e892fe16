import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Only leap years have a 29 February, so only they can host the anniversary party.
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export default function LeapYearsOnly() {
  const [year, setYear] = React.useState<Dayjs>(dayjs('2028-02-29'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="body2">Party on {year.format('D MMMM YYYY')}</Typography>
      <YearCalendar
        value={year}
        onChange={setYear}
        minDate={dayjs('2024-01-01')}
        maxDate={dayjs('2059-12-31')}
        shouldDisableYear={(candidate) => !isLeap(candidate.year())}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
