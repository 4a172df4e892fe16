import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Stack from "@mui/material/Stack";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { TimeField } from "@mui/x-date-pickers/TimeField";

// Left: uncontrolled, the field keeps its value. Right: controlled, the value lives in state.
export default function ControlledTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs("2025-04-30T18:00"),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <TimeField
          label="Doors open (uncontrolled)"
          defaultValue={dayjs("2025-04-30T08:30")}
        />
        <TimeField
          label="Last entry (controlled)"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          helperText={`State: ${value ? value.format("HH:mm") : "null"}`}
        />
      </Stack>
    </LocalizationProvider>
  );
}
