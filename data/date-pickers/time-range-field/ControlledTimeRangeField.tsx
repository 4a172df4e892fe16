import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Stack from "@mui/material/Stack";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import type { DateRange } from "@mui/x-date-pickers-pro/models";
import { SingleInputTimeRangeField } from "@mui/x-date-pickers-pro/SingleInputTimeRangeField";

// Left: uncontrolled, the field keeps its value. Right: controlled, the value lives in state.
export default function ControlledTimeRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs("2025-05-05T12:00"),
    dayjs("2025-05-05T13:00"),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 360 }}>
        <SingleInputTimeRangeField
          label="Office hours (uncontrolled)"
          defaultValue={[dayjs("2025-05-05T09:00"), dayjs("2025-05-05T17:00")]}
        />
        <SingleInputTimeRangeField
          label="Lunch (controlled)"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          helperText={`State: ${value.map((time) => (time ? time.format("HH:mm") : "null")).join(" to ")}`}
        />
      </Stack>
    </LocalizationProvider>
  );
}
