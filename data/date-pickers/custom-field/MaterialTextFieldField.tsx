import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import TextField from "@mui/material/TextField";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { unstable_useDateField as useDateField } from "@mui/x-date-pickers/DateField";
import {
  DatePicker,
  type DatePickerFieldProps,
} from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";

// Our own Material TextField, fed by the headless hook: here always filled and small.
function FilledDateField(props: DatePickerFieldProps<Dayjs>) {
  const {
    InputProps,
    autoComplete,
    disabled,
    error,
    id,
    inputMode,
    inputRef,
    label,
    onBlur,
    onChange,
    onClick,
    onFocus,
    onKeyDown,
    placeholder,
    readOnly,
    value,
  } = useDateField<Dayjs, false, DatePickerFieldProps<Dayjs>>(props);
  return (
    <TextField
      variant="filled"
      size="small"
      label={label}
      id={id}
      value={value}
      onChange={onChange}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onClick={onClick}
      placeholder={placeholder}
      inputRef={inputRef}
      inputProps={{ inputMode: inputMode, autoComplete: autoComplete }}
      disabled={disabled}
      error={error}
      InputProps={{ ...InputProps, readOnly: readOnly }}
      helperText="A TextField of ours"
      fullWidth
    />
  );
}

export default function MaterialTextFieldField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Ship by"
          defaultValue={dayjs("2025-10-06")}
          slots={{ field: FilledDateField }}
        />
      </div>
    </LocalizationProvider>
  );
}
