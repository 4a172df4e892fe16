import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const listSx = { border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 200, width: 120 };

export default function DigitalFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <div>
          <Typography variant="subtitle2">readOnly</Typography>
          <DigitalClock defaultValue={dayjs('2025-05-20T14:00')} readOnly sx={listSx} />
        </div>
        <div>
          <Typography variant="subtitle2">disabled</Typography>
          <DigitalClock defaultValue={dayjs('2025-05-20T14:00')} disabled sx={listSx} />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
