import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import type { DateRange } from "@mui/x-date-pickers-pro/models";
import { SingleInputTimeRangeField } from "@mui/x-date-pickers-pro/SingleInputTimeRangeField";

// There is no time range picker in 7.23.6: the single-input time range field works on its own.
export default function SingleInputTimeRange() {
  const [hours, setHours] = React.useState<DateRange<Dayjs>>([
    dayjs("2025-10-06T09:00"),
    dayjs("2025-10-06T17:30"),
  ]);
  const minutes =
    hours[0] && hours[1] ? hours[1].diff(hours[0], "minute") : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ pt: 1, maxWidth: 320 }}>
        <SingleInputTimeRangeField
          label="Opening hours"
          ampm={false}
          value={hours}
          onChange={setHours}
        />
        <Typography variant="body2">
          {minutes === null ? "…" : `${minutes / 60} hours a day`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
