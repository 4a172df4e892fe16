import * as React from 'react';
import dayjs from 'dayjs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function CalendarFormProps() {
  const [mode, setMode] = React.useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Calendar state"
        value={mode}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
      >
        <ToggleButton value="editable">Editable</ToggleButton>
        <ToggleButton value="readOnly">readOnly</ToggleButton>
        <ToggleButton value="disabled">disabled</ToggleButton>
      </ToggleButtonGroup>
      <DateCalendar
        defaultValue={dayjs('2025-01-27')}
        readOnly={mode === 'readOnly'}
        disabled={mode === 'disabled'}
        sx={{ m: 0, width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
