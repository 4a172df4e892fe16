import * as React from "react";
import dayjs from "dayjs";
import Stack from "@mui/material/Stack";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateRangePicker } from "@mui/x-date-pickers-pro/DateRangePicker";
import { SingleInputDateRangeField } from "@mui/x-date-pickers-pro/SingleInputDateRangeField";

// dateSeparator is the text between the two dates of a single-input range field ("–" by default).
export default function DateSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <SingleInputDateRangeField
          label="Standalone field"
          dateSeparator="→"
          defaultValue={[dayjs("2025-10-06"), dayjs("2025-10-10")]}
        />
        <DateRangePicker
          label="In a picker"
          defaultValue={[dayjs("2025-10-06"), dayjs("2025-10-10")]}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { dateSeparator: "to" } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
