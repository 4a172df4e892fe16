import * as React from 'react';
import dayjs from 'dayjs';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The adornment receives the opening button as `children`: render an extra icon, then them.
function AdornmentWithInfo(props: InputAdornmentProps) {
  const { children, ...other } = props;
  return (
    <InputAdornment {...other}>
      <Tooltip title="Invoices are due 30 days after this date">
        <IconButton size="small" aria-label="About the issue date">
          <InfoOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {children}
    </InputAdornment>
  );
}

export default function InfoNextToButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 320, paddingTop: 8 }}>
        <DatePicker
          label="Issue date"
          defaultValue={dayjs('2025-08-01')}
          slots={{ inputAdornment: AdornmentWithInfo }}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
