import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { dateCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateView } from '@mui/x-date-pickers/models';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// v5's mobile pickers had a keyboard view in their dialog; v6 and v7 do not. A custom layout
// can offer the same switch: it shows a DateField in place of the calendar.
function TypedEntryLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const [typing, setTyping] = React.useState(false);
  const { toolbar, content, actionBar } = usePickerLayout(props);
  const { value, onChange, className, sx } = props;

  return (
    <PickersLayoutRoot
      ownerState={props}
      className={`${pickersLayoutClasses.root} ${className ?? ''}`}
      sx={[{ display: 'flex', flexDirection: 'column' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {toolbar}
      <Box sx={{ px: 2 }}>
        <Button
          size="small"
          startIcon={typing ? <CalendarMonthIcon /> : <KeyboardIcon />}
          onClick={() => setTyping((previous) => !previous)}
        >
          {typing ? 'Use the calendar' : 'Type the date'}
        </Button>
      </Box>
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper} sx={{ minHeight: 336 }}>
        {typing ? (
          <Box sx={{ px: 3, py: 2 }}>
            <DateField label="Date" value={value ?? null} onChange={(newValue) => onChange(newValue)} fullWidth />
          </Box>
        ) : (
          content
        )}
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function TypedEntry() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-03-14')}
        displayStaticWrapperAs="mobile"
        slots={{ layout: TypedEntryLayout }}
        // On a narrow screen the calendar shrinks with the picker instead of overflowing it.
        sx={{ maxWidth: 320, [`& .${dateCalendarClasses.root}`]: { width: '100%' } }}
      />
    </LocalizationProvider>
  );
}
