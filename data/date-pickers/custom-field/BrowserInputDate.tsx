import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import { styled } from "@mui/material/styles";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { unstable_useDateField as useDateField } from "@mui/x-date-pickers/DateField";
import {
  DatePicker,
  type DatePickerFieldProps,
} from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";

const Root = styled("div")(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.spacing(1),
  maxWidth: 320,
  padding: theme.spacing(0.5, 2, 0.5, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  "&:focus-within": { borderColor: theme.palette.primary.main },
  "& input": {
    flex: 1,
    minWidth: 0,
    font: "inherit",
    color: "inherit",
    background: "none",
    border: 0,
    outline: 0,
  },
}));

// The section editing comes from the headless hook; the markup is a plain <input>.
function BrowserInputDateField(props: DatePickerFieldProps<Dayjs>) {
  const {
    InputProps,
    autoComplete,
    disabled,
    error,
    id: fieldId,
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
  const fallbackId = React.useId();
  const id = fieldId ?? fallbackId;

  return (
    <div>
      <label
        htmlFor={id}
        style={{ display: "block", fontSize: 14, marginBottom: 4 }}
      >
        {label}
      </label>
      {/* The popover anchors to the element that gets InputProps.ref. */}
      <Root ref={InputProps?.ref}>
        <input
          id={id}
          ref={inputRef}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onClick}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error}
        />
        {InputProps?.endAdornment}
      </Root>
    </div>
  );
}

export default function BrowserInputDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Publication date"
        defaultValue={dayjs("2025-10-06")}
        slots={{ field: BrowserInputDateField }}
      />
    </LocalizationProvider>
  );
}
