import * as React from "react";
import dayjs, { type Dayjs } from "dayjs";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { TimeClock } from "@mui/x-date-pickers/TimeClock";

const presets = ["06:30", "07:00", "07:45"];

// Controlled: preset buttons and the clock hand edit the same alarm time.
export default function ControlledClock() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(
    dayjs("2025-06-21T07:00"),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", flexWrap: "wrap" }}
      >
        {presets.map((preset) => (
          <Button
            key={preset}
            size="small"
            variant="outlined"
            onClick={() => setAlarm(dayjs(`2025-06-21T${preset}`))}
          >
            {preset}
          </Button>
        ))}
        <Typography variant="body2">
          Alarm: {alarm ? alarm.format("HH:mm") : "off"}
        </Typography>
      </Stack>
      <TimeClock
        value={alarm}
        onChange={setAlarm}
        ampm
        ampmInClock
        sx={{ m: 0, width: "100%", maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
