import * as React from 'react';
import dayjs from 'dayjs';
import ArrowCircleLeftOutlinedIcon from '@mui/icons-material/ArrowCircleLeftOutlined';
import ArrowCircleRightOutlinedIcon from '@mui/icons-material/ArrowCircleRightOutlined';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ArrowsAndHeader() {
  return (
    <div style={{ height: 340, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar
          defaultValue={dayjs('2025-11-20')}
          slots={{
            leftArrowIcon: ArrowCircleLeftOutlinedIcon,
            rightArrowIcon: ArrowCircleRightOutlinedIcon,
            switchViewIcon: UnfoldMoreIcon,
          }}
          slotProps={{
            previousIconButton: { color: 'primary' },
            nextIconButton: { color: 'primary' },
            calendarHeader: { format: 'MMMM YY', sx: { '& .MuiPickersCalendarHeader-label': { fontWeight: 700 } } },
            day: { sx: { fontWeight: 500 } },
          }}
          sx={{ m: 0 }}
        />
      </LocalizationProvider>
    </div>
  );
}
