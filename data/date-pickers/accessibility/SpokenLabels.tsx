import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Labels announced by screen readers, reworded for a hotel booking form.
const spokenTexts = {
  openDatePickerDialogue: (value: Dayjs | null) =>
    value && value.isValid() ? `Change check-in date, currently ${value.format('dddd D MMMM YYYY')}` : 'Choose a check-in date',
  previousMonth: 'Show the previous month',
  nextMonth: 'Show the next month',
  calendarViewSwitchingButtonAriaLabel: (view: string) =>
    view === 'year' ? 'Back to the days of the month' : 'Choose another year',
};

export default function SpokenLabels() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2025-09-19'));
  const label = spokenTexts.openDatePickerDialogue(checkIn);

  return (
    <div style={{ height: 130, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} localeText={spokenTexts}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Check-in"
            value={checkIn}
            onChange={setCheckIn}
            slotProps={{ textField: { helperText: 'Arrival from 15:00', fullWidth: true } }}
          />
        </div>
        <div style={{ fontSize: 13, marginTop: 8 }}>
          Button label: <q>{label}</q>
        </div>
      </LocalizationProvider>
    </div>
  );
}
