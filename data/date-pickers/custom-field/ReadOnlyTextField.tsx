import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import TextField from "@mui/material/TextField";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import {
  DatePicker,
  type DatePickerFieldProps,
} from "@mui/x-date-pickers/DatePicker";
import {
  usePickersContext,
  useSplitFieldProps,
} from "@mui/x-date-pickers/hooks";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";

// No typing at all: a read-only text field that opens the calendar when clicked or on Enter.
function ReadOnlyDateField(props: DatePickerFieldProps<Dayjs>) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, "date");
  const { value } = internalProps;
  const pickers = usePickersContext();

  return (
    <TextField
      label={forwardedProps.label}
      id={forwardedProps.id}
      value={value ? value.format("dddd, D MMMM YYYY") : ""}
      placeholder="Click to choose"
      onClick={pickers.onOpen}
      onKeyDown={(event) =>
        (event.key === "Enter" || event.key === " ") && pickers.onOpen(event)
      }
      InputProps={{ ...forwardedProps.InputProps, readOnly: true }}
      fullWidth
    />
  );
}

export default function ReadOnlyTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Wedding day"
          defaultValue={dayjs("2026-06-13")}
          slots={{ field: ReadOnlyDateField }}
        />
      </div>
    </LocalizationProvider>
  );
}
