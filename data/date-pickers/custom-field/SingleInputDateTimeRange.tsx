import * as React from "react";
import dayjs from "dayjs";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateTimeRangePicker } from "@mui/x-date-pickers-pro/DateTimeRangePicker";
import { SingleInputDateTimeRangeField } from "@mui/x-date-pickers-pro/SingleInputDateTimeRangeField";

export default function SingleInputDateTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 360, paddingTop: 8 }}>
        <DateTimeRangePicker
          label="Road closure"
          ampm={false}
          defaultValue={[dayjs("2025-10-11T22:00"), dayjs("2025-10-12T06:00")]}
          slots={{ field: SingleInputDateTimeRangeField }}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
