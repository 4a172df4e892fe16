import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ExternalButton() {
  const [open, setOpen] = React.useState(false);
  const [due, setDue] = React.useState<Dayjs | null>(dayjs('2025-11-28'));

  return (
    <div style={{ height: 130, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start', maxWidth: 300, paddingTop: 8 }}>
          {/* disableOpenPicker removes the icon; the popup still anchors to the field. */}
          <DatePicker
            label="Invoice due"
            value={due}
            onChange={setDue}
            disableOpenPicker
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
          />
          <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
            Pick from calendar
          </Button>
        </div>
      </LocalizationProvider>
    </div>
  );
}
