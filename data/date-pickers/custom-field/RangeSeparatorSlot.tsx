import * as React from "react";
import dayjs from "dayjs";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { DateRangePicker } from "@mui/x-date-pickers-pro/DateRangePicker";

// The two inputs of a multi-input range field are joined by the fieldSeparator slot (a Typography).
export default function RangeSeparatorSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 420, paddingTop: 8 }}>
        <DateRangePicker
          defaultValue={[dayjs("2025-10-06"), dayjs("2025-10-10")]}
          slotProps={{
            fieldSeparator: {
              children: "to",
              sx: { px: 1, color: "text.secondary" },
            },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
