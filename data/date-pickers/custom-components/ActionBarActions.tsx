import * as React from "react";
import dayjs from "dayjs";
import Box from "@mui/material/Box";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { StaticDatePicker } from "@mui/x-date-pickers/StaticDatePicker";

// Only props of the default action bar: which buttons, in which order.
export default function ActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: "auto" }}>
        <StaticDatePicker
          defaultValue={dayjs("2025-11-12")}
          displayStaticWrapperAs="desktop"
          slotProps={{
            actionBar: { actions: ["today", "clear", "cancel", "accept"] },
          }}
          sx={{ width: "max-content" }}
        />
      </Box>
    </LocalizationProvider>
  );
}
