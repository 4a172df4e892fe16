import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const planned = dayjs('2025-05-12');

export default function ControlledValue() {
  // Controlled: the state lives here, so buttons outside the picker can change it.
  const [start, setStart] = React.useState<Dayjs | null>(planned);
  // Uncontrolled: the picker keeps its own state; we only hear about committed values.
  const [lastAccepted, setLastAccepted] = React.useState<string>('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, pt: 1 }}>
        <DatePicker label="Project start (controlled)" value={start} onChange={setStart} />
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => setStart(planned)}>
            Reset
          </Button>
          <Button size="small" variant="outlined" onClick={() => setStart(start ? start.add(1, 'week') : planned)}>
            One week later
          </Button>
          <Button size="small" onClick={() => setStart(null)}>
            Clear
          </Button>
        </Stack>
        <DatePicker
          label="Project end (uncontrolled)"
          defaultValue={dayjs('2025-09-30')}
          onAccept={(value) => setLastAccepted(value ? value.format('YYYY-MM-DD') : 'empty')}
        />
        <Typography variant="body2">
          Start: {start ? start.format('YYYY-MM-DD') : 'empty'} · last accepted end: {lastAccepted}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
