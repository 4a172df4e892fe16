import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

dayjs.extend(customParseFormat);

// Users may type any of these; the text is parsed when the input loses focus.
const acceptedFormats = ['YYYY-MM-DD', 'MM/DD/YYYY', 'D MMM YYYY', 'MMM D YYYY'];

function FreeTextDateField(props: DatePickerFieldProps<Dayjs>) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, onChange, format, timezone, disabled, readOnly } = internalProps;
  const { label, id, InputProps, inputRef, focused } = forwardedProps;

  const [text, setText] = React.useState(value ? value.format(format) : '');
  // Keep the text in sync when the value comes from the calendar.
  const [lastValue, setLastValue] = React.useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value && value.isValid() ? value.format(format) : text);
  }

  // The field must report the validation error of each new value to the picker.
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    value: value ?? null,
    timezone,
    props: internalProps,
    validator: validateDate,
  });

  const commit = () => {
    const parsed = text.trim() === '' ? null : dayjs(text, acceptedFormats, true);
    onChange?.(parsed, { validationError: getValidationErrorForNewValue(parsed) });
  };

  return (
    <TextField
      id={id}
      label={label}
      value={text}
      placeholder="2025-03-14 or Mar 14 2025"
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      error={hasValidationError}
      helperText={hasValidationError ? 'Not a valid date in 2025' : 'Any common format'}
      disabled={disabled}
      focused={focused}
      inputRef={inputRef}
      // InputProps carries the opening button and the ref the popover anchors to.
      InputProps={{ ...InputProps, readOnly }}
      fullWidth
    />
  );
}

export default function FreeTextField() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <div style={{ height: 130, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Meeting day"
            value={day}
            onChange={setDay}
            minDate={dayjs('2025-01-01')}
            maxDate={dayjs('2025-12-31')}
            format="D MMM YYYY"
            slots={{ field: FreeTextDateField }}
          />
          <code style={{ fontSize: 13 }}>{day?.isValid() ? day.format('YYYY-MM-DD') : String(day)}</code>
        </div>
      </LocalizationProvider>
    </div>
  );
}
