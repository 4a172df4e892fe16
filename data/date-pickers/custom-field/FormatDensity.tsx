import * as React from "react";
import dayjs from "dayjs";
import Stack from "@mui/material/Stack";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DateField } from "@mui/x-date-pickers/DateField";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { SingleInputDateRangeField } from "@mui/x-date-pickers-pro/SingleInputDateRangeField";

const day = dayjs("2025-10-06");

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateField label="dense (default)" defaultValue={day} />
        <DateField
          label="spacious"
          formatDensity="spacious"
          defaultValue={day}
        />
        <SingleInputDateRangeField
          label="spacious range"
          formatDensity="spacious"
          defaultValue={[day, day.add(4, "day")]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
