import * as React from 'react';
import dayjs from 'dayjs';
import CakeOutlined from '@mui/icons-material/CakeOutlined';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// An icon that says what the value is about, rather than the generic calendar or clock.
export default function IconPerPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DatePicker label="Birthday" defaultValue={dayjs('1994-05-21')} slots={{ openPickerIcon: CakeOutlined }} />
        <DateTimePicker label="Departure" defaultValue={dayjs('2025-08-02T06:40')} slots={{ openPickerIcon: FlightTakeoff }} />
        <TimePicker label="Timer ends" defaultValue={dayjs('2025-08-02T00:25')} slots={{ openPickerIcon: HourglassBottom }} />
      </Stack>
    </LocalizationProvider>
  );
}
