import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Stack from "@mui/material/Stack";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import type { DateRange } from "@mui/x-date-pickers-pro/models";
import { SingleInputDateTimeRangeField } from "@mui/x-date-pickers-pro/SingleInputDateTimeRangeField";

// Left: uncontrolled, the field keeps its value. Right: controlled, the value lives in state.
export default function ControlledDateTimeRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs("2025-05-05T22:00"),
    dayjs("2025-05-06T02:00"),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 400 }}>
        <SingleInputDateTimeRangeField
          label="Backup window (uncontrolled)"
          defaultValue={[dayjs("2025-05-03T10:00"), dayjs("2025-05-03T12:00")]}
        />
        <SingleInputDateTimeRangeField
          label="Upgrade window (controlled)"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          helperText={`State: ${value.map((moment) => (moment ? moment.format("MM-DD HH:mm") : "null")).join(" to ")}`}
        />
      </Stack>
    </LocalizationProvider>
  );
}
