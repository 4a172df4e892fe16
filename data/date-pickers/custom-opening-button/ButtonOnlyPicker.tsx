import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickersContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Replaces the text field: a button that shows the value and toggles the popup.
function ButtonField(props: DatePickerFieldProps<Dayjs>) {
  const { value, label, disabled, id, InputProps } = props;
  const picker = usePickersContext();

  return (
    <Button
      id={id}
      variant="outlined"
      disabled={disabled}
      // The picker anchors its popover to the element that receives InputProps.ref.
      ref={InputProps?.ref}
      startIcon={<CalendarMonthIcon />}
      onClick={(event) => (picker.open ? picker.onClose(event) : picker.onOpen(event))}
    >
      {value ? value.format('ddd D MMM YYYY') : label}
    </Button>
  );
}

export default function ButtonOnlyPicker() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-12-05'));

  return (
    <div style={{ height: 80, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ paddingTop: 8 }}>
          <DatePicker label="Pick a date" value={day} onChange={setDay} slots={{ field: ButtonField }} />
          <div style={{ fontSize: 13, marginTop: 8 }}>Stored: {day ? day.format('YYYY-MM-DD') : 'null'}</div>
        </div>
      </LocalizationProvider>
    </div>
  );
}
