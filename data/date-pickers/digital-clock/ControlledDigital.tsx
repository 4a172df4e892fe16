import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const listSx = { border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 200 };

export default function ControlledDigital() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-05-20T11:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <div>
          <Typography variant="subtitle2" component="p">Uncontrolled</Typography>
          <DigitalClock defaultValue={dayjs('2025-05-20T08:00')} ampm={false} sx={{ ...listSx, width: 100 }} />
        </div>
        <div>
          {/* Controlled: the value lives in this component's state, printed above the list. */}
          <Typography variant="subtitle2" component="p">Controlled: {pickup ? pickup.format('HH:mm') : 'null'}</Typography>
          <DigitalClock value={pickup} onChange={setPickup} ampm={false} sx={{ ...listSx, width: 100 }} />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
