import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const listSx = { border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 200 };
const steps = [5, 10, 15, 20, 30, 45, 60];

export default function DigitalTimeSteps() {
  const [step, setStep] = React.useState(15);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TextField
        select
        size="small"
        label="Step in minutes"
        value={step}
        onChange={(event) => setStep(Number(event.target.value))}
        sx={{ width: 160, mt: 1, mb: 2 }}
      >
        {steps.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {minutes}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {/* One list: one option every `timeStep` minutes, counted from midnight. */}
        <DigitalClock defaultValue={dayjs('2025-05-20T09:00')} ampm={false} timeStep={step} sx={{ ...listSx, width: 110 }} />
        {/* Columns: each unit has its own step. */}
        <MultiSectionDigitalClock
          defaultValue={dayjs('2025-05-20T09:00')}
          ampm={false}
          timeSteps={{ hours: 1, minutes: step }}
          sx={{ ...listSx, flex: 'none', width: 'auto' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
