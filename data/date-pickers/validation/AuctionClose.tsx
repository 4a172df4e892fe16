import * as React from "react";
import dayjs from "dayjs";
import Box from "@mui/material/Box";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { StaticDateTimePicker } from "@mui/x-date-pickers/StaticDateTimePicker";

// An auction may close between Monday 12:00 and Wednesday 20:00, to the minute.
export default function AuctionClose() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: "auto" }}>
        <StaticDateTimePicker
          displayStaticWrapperAs="desktop"
          minDateTime={dayjs("2025-06-02T12:00")}
          maxDateTime={dayjs("2025-06-04T20:00")}
          defaultValue={dayjs("2025-06-02T15:30")}
          ampm={false}
          sx={{ width: "max-content" }}
        />
      </Box>
    </LocalizationProvider>
  );
}
