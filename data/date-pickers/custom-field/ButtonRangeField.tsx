import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Button from "@mui/material/Button";
import DateRangeIcon from "@mui/icons-material/DateRange";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { usePickersContext } from "@mui/x-date-pickers/hooks";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateRangePicker } from "@mui/x-date-pickers-pro/DateRangePicker";
import type { DateRange } from "@mui/x-date-pickers-pro/models";
import type { SingleInputDateRangeFieldProps } from "@mui/x-date-pickers-pro/SingleInputDateRangeField";

// A range picker's field must say it is a single input so the picker treats it as one element.
type RangeButtonProps = SingleInputDateRangeFieldProps<Dayjs, false>;

function RangeButton(props: RangeButtonProps) {
  const { value, id, disabled, InputProps } = props;
  const pickers = usePickersContext();
  const [start, end] = value ?? [null, null];
  const text =
    start && end
      ? `${start.format("D MMM")} – ${end.format("D MMM YYYY")}`
      : "Choose dates";
  return (
    <Button
      // The popover anchors to this button.
      ref={InputProps?.ref as React.Ref<HTMLButtonElement>}
      id={id}
      disabled={disabled}
      variant="outlined"
      startIcon={<DateRangeIcon />}
      onClick={(event) =>
        pickers.open ? pickers.onClose(event) : pickers.onOpen(event)
      }
    >
      {text}
    </Button>
  );
}
RangeButton.fieldType = "single-input";

export default function ButtonRangeField() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([
    dayjs("2025-09-01"),
    dayjs("2025-09-30"),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ paddingTop: 8 }}>
        <DateRangePicker
          value={range}
          onChange={setRange}
          slots={{ field: RangeButton }}
        />
      </div>
    </LocalizationProvider>
  );
}
