import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Stack from "@mui/material/Stack";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import type { DateRange } from "@mui/x-date-pickers-pro/models";
import { SingleInputDateRangeField } from "@mui/x-date-pickers-pro/SingleInputDateRangeField";

// Left: uncontrolled, the field keeps its value. Right: controlled, the value lives in state.
export default function ControlledDateRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs("2025-05-05"),
    dayjs("2025-05-09"),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 360 }}>
        <SingleInputDateRangeField
          label="Last sprint (uncontrolled)"
          defaultValue={[dayjs("2025-04-07"), dayjs("2025-04-11")]}
        />
        <SingleInputDateRangeField
          label="Next sprint (controlled)"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          helperText={`State: ${value.map((day) => (day ? day.format("MM-DD") : "null")).join(" to ")}`}
        />
      </Stack>
    </LocalizationProvider>
  );
}
