import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const listSx = { border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 200 };

export default function DigitalHourCycle() {
  const [ampm, setAmpm] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormControlLabel
        control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
        label="12-hour clock (ampm)"
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        {/* In 12-hour mode the multi-section clock adds a meridiem column by itself. */}
        <DigitalClock defaultValue={dayjs('2025-05-20T18:30')} ampm={ampm} sx={{ ...listSx, width: 110 }} />
        <MultiSectionDigitalClock defaultValue={dayjs('2025-05-20T18:30')} ampm={ampm} sx={{ ...listSx, flex: 'none', width: 'auto' }} />
      </Box>
    </LocalizationProvider>
  );
}
