import * as React from "react";
import dayjs from "dayjs";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Box from "@mui/material/Box";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { type DateTimePickerTabsProps } from "@mui/x-date-pickers/DateTimePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { StaticDateTimePicker } from "@mui/x-date-pickers/StaticDateTimePicker";

const timeViews = ["hours", "minutes", "seconds", "meridiem"];

// Text tabs instead of icons; the picker hands over the current view and how to change it.
function TextTabs(props: DateTimePickerTabsProps) {
  const { view, onViewChange, className } = props;
  const current = timeViews.includes(view) ? "time" : "date";
  return (
    <Tabs
      className={className}
      value={current}
      onChange={(_event, next: "date" | "time") =>
        onViewChange(next === "date" ? "day" : "hours")
      }
      variant="fullWidth"
    >
      <Tab value="date" label="Date" />
      <Tab value="time" label="Time" />
    </Tabs>
  );
}

export default function IconTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: "auto" }}>
        <StaticDateTimePicker
          defaultValue={dayjs("2025-11-12T18:45")}
          slots={{ tabs: TextTabs }}
          slotProps={{ tabs: { hidden: false } }}
          sx={{ width: "max-content" }}
        />
      </Box>
    </LocalizationProvider>
  );
}
