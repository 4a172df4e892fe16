import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import { unstable_useTimeField as useTimeField } from "@mui/x-date-pickers/TimeField";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import {
  TimePicker,
  type TimePickerFieldProps,
} from "@mui/x-date-pickers/TimePicker";

// The same pattern with the time hook: a bare <input> styled by the browser, plus the clock button.
function BrowserInputTimeField(props: TimePickerFieldProps<Dayjs>) {
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
  } = useTimeField<Dayjs, false, TimePickerFieldProps<Dayjs>>(props);
  const fallbackId = React.useId();
  const id = fieldId ?? fallbackId;

  return (
    <div
      ref={InputProps?.ref}
      style={{ display: "flex", alignItems: "center", gap: 8 }}
    >
      <label htmlFor={id} style={{ fontSize: 14 }}>
        {label}
      </label>
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
        style={{ width: 90, font: "inherit", padding: "6px 8px" }}
      />
      {InputProps?.endAdornment}
    </div>
  );
}

export default function BrowserInputTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ paddingTop: 8 }}>
        <TimePicker
          label="Alarm"
          defaultValue={dayjs("2025-10-06T06:30")}
          slots={{ field: BrowserInputTimeField }}
        />
      </div>
    </LocalizationProvider>
  );
}
