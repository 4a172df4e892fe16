import * as React from 'react';
import dayjs from 'dayjs';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DialogActions from '@mui/material/DialogActions';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Icon buttons instead of text buttons. The picker passes one callback per action.
function IconActions(props: PickersActionBarProps) {
  const { onAccept, onClear, onCancel, className } = props;
  return (
    <DialogActions className={className}>
      <Tooltip title="Clear">
        <IconButton onClick={onClear} aria-label="Clear">
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Cancel">
        <IconButton onClick={onCancel} aria-label="Cancel">
          <CloseIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Confirm">
        <IconButton onClick={onAccept} color="primary" aria-label="Confirm">
          <CheckIcon />
        </IconButton>
      </Tooltip>
    </DialogActions>
  );
}

export default function IconActionBar() {
  const [accepted, setAccepted] = React.useState('2025-03-03');

  return (
    <div style={{ height: 420, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ fontSize: 14, height: 24 }}>Accepted: {accepted}</div>
        <StaticDatePicker
          defaultValue={dayjs('2025-03-03')}
          onAccept={(value) => setAccepted(value ? value.format('YYYY-MM-DD') : 'null')}
          slots={{ actionBar: IconActions }}
          slotProps={{ toolbar: { hidden: true } }}
          sx={{ maxWidth: 320 }}
        />
      </LocalizationProvider>
    </div>
  );
}
