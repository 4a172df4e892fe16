import * as React from "react";
import dayjs from "dayjs";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateRangePicker } from "@mui/x-date-pickers-pro/DateRangePicker";

// slotProps.textField as a function: `position` tells which input is being rendered.
export default function StartEndFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 420, paddingTop: 8 }}>
        <DateRangePicker
          defaultValue={[dayjs("2025-10-06"), null]}
          slotProps={{
            textField: ({ position }) =>
              position === "start"
                ? {
                    label: "Check-in",
                    color: "success",
                    helperText: "From 3 PM",
                  }
                : { label: "Check-out", helperText: "By 11 AM" },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
