import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Button from "@mui/material/Button";
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

// A text button in a sentence, as in a filter bar: "Orders since <date>".
function InlineDateButton(props: DatePickerFieldProps<Dayjs>) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, "date");
  const pickers = usePickersContext();
  return (
    <Button
      ref={forwardedProps.InputProps?.ref}
      id={forwardedProps.id}
      disabled={internalProps.disabled}
      onClick={(event) =>
        pickers.open ? pickers.onClose(event) : pickers.onOpen(event)
      }
      sx={{ textTransform: "none", fontSize: "inherit", px: 0.5, minWidth: 0 }}
    >
      {internalProps.value
        ? internalProps.value.format("D MMMM YYYY")
        : "any date"}
    </Button>
  );
}

export default function ButtonDateField() {
  const [since, setSince] = React.useState<Dayjs | null>(dayjs("2025-09-01"));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <p style={{ margin: "8px 0" }}>
        Orders since{" "}
        <DatePicker
          value={since}
          onChange={setSince}
          slots={{ field: InlineDateButton }}
        />
      </p>
    </LocalizationProvider>
  );
}
