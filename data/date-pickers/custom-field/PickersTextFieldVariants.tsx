import * as React from "react";
import dayjs from "dayjs";
import Stack from "@mui/material/Stack";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";

// With the accessible DOM structure the text field is PickersTextField, here outlined and filled.
export default function PickersTextFieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        {(["outlined", "filled"] as const).map((variant) => (
          <DatePicker
            key={variant}
            label={`PickersTextField, ${variant}`}
            enableAccessibleFieldDOMStructure
            defaultValue={dayjs("2025-10-06")}
            slotProps={{ textField: { variant, fullWidth: true } }}
          />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
