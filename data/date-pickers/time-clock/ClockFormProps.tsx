import * as React from "react";
import dayjs from "dayjs";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { TimeClock } from "@mui/x-date-pickers/TimeClock";

type Mode = "editable" | "readOnly" | "disabled";

export default function ClockFormProps() {
  const [mode, setMode] = React.useState<Mode>("readOnly");

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Clock state"
        value={mode}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
      >
        <ToggleButton value="editable">Editable</ToggleButton>
        <ToggleButton value="readOnly">readOnly</ToggleButton>
        <ToggleButton value="disabled">disabled</ToggleButton>
      </ToggleButtonGroup>
      <TimeClock
        defaultValue={dayjs("2025-06-21T10:10")}
        ampm
        ampmInClock
        readOnly={mode === "readOnly"}
        disabled={mode === "disabled"}
        sx={{ m: 0, width: "100%", maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
