import * as React from "react";
import dayjs from "dayjs";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Box from "@mui/material/Box";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateRangeCalendar } from "@mui/x-date-pickers-pro/DateRangeCalendar";

type Mode = "editable" | "readOnly" | "disabled";

export default function RangeCalendarFormProps() {
  const [mode, setMode] = React.useState<Mode>("readOnly");

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Calendar state"
        value={mode}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
      >
        <ToggleButton value="editable">Editable</ToggleButton>
        <ToggleButton value="readOnly">readOnly</ToggleButton>
        <ToggleButton value="disabled">disabled</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ overflowX: "auto" }}>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs("2025-07-07"), dayjs("2025-07-18")]}
          readOnly={mode === "readOnly"}
          disabled={mode === "disabled"}
        />
      </Box>
    </LocalizationProvider>
  );
}
