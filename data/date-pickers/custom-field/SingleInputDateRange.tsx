import * as React from "react";
import dayjs from "dayjs";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateRangePicker } from "@mui/x-date-pickers-pro/DateRangePicker";
import { SingleInputDateRangeField } from "@mui/x-date-pickers-pro/SingleInputDateRangeField";

export default function SingleInputDateRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DateRangePicker
          label="Exhibition"
          defaultValue={[dayjs("2025-10-06"), dayjs("2025-11-30")]}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
