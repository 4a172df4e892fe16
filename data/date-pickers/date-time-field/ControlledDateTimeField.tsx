import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Stack from "@mui/material/Stack";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateTimeField } from "@mui/x-date-pickers/DateTimeField";

// Left: uncontrolled, the field keeps its value. Right: controlled, the value lives in state.
export default function ControlledDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs("2025-04-30T18:00"),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateTimeField
          label="Draft saved (uncontrolled)"
          defaultValue={dayjs("2025-04-29T09:00")}
        />
        <DateTimeField
          label="Publish at (controlled)"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          helperText={`State: ${value ? value.format("YYYY-MM-DD HH:mm") : "null"}`}
        />
      </Stack>
    </LocalizationProvider>
  );
}
