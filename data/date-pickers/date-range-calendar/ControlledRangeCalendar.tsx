import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Box from "@mui/material/Box";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateRangeCalendar } from "@mui/x-date-pickers-pro/DateRangeCalendar";
import type { DateRange } from "@mui/x-date-pickers-pro/models";

const firstMonday = dayjs("2025-11-03");

// Controlled: preset buttons write the same tuple that clicks in the calendar write.
export default function ControlledRangeCalendar() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([
    firstMonday,
    firstMonday.add(4, "day"),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRange([firstMonday, firstMonday.add(4, "day")])}
        >
          First week
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRange([firstMonday, firstMonday.add(25, "day")])}
        >
          Whole month
        </Button>
        <Button size="small" onClick={() => setRange([null, null])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ overflowX: "auto" }}>
        <DateRangeCalendar calendars={1} value={range} onChange={setRange} />
      </Box>
    </LocalizationProvider>
  );
}
