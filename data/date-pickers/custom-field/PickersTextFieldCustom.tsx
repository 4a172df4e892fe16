import * as React from "react";
import dayjs from "dayjs";
import { styled } from "@mui/material/styles";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import {
  PickersTextField,
  pickersOutlinedInputClasses,
} from "@mui/x-date-pickers/PickersTextField";

// A restyled PickersTextField in the textField slot: it renders the sections it is given.
const PillTextField = styled(PickersTextField)(({ theme }) => ({
  [`& .${pickersOutlinedInputClasses.root}`]: {
    borderRadius: 28,
    backgroundColor: theme.palette.action.hover,
  },
  [`& .${pickersOutlinedInputClasses.notchedOutline}`]: {
    borderColor: "transparent",
  },
}));

export default function PickersTextFieldCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Renewal"
          enableAccessibleFieldDOMStructure
          defaultValue={dayjs("2026-01-31")}
          slots={{ textField: PillTextField }}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
