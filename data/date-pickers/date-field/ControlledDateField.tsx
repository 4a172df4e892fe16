import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Stack from "@mui/material/Stack";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateField } from "@mui/x-date-pickers/DateField";

// Left: uncontrolled, the field keeps its value. Right: controlled, the value lives in state.
export default function ControlledDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs("2025-04-30"));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateField
          label="Ordered (uncontrolled)"
          defaultValue={dayjs("2025-04-01")}
        />
        <DateField
          label="Delivered (controlled)"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          helperText={`State: ${value ? value.format("YYYY-MM-DD") : "null"}`}
        />
      </Stack>
    </LocalizationProvider>
  );
}
