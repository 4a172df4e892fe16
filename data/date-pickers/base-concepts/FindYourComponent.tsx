import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

type ValueKind = 'date' | 'time' | 'dateTime' | 'dateRange';
type Interaction = 'field' | 'view' | 'picker';

interface Choice {
  name: string;
  from: string;
  render: () => React.ReactNode;
}

const day = dayjs('2025-10-14T14:30');
const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2025-10-14'), dayjs('2025-10-17')];

const CHOICES: Record<ValueKind, Record<Interaction, Choice | null>> = {
  date: {
    field: { name: 'DateField', from: '@mui/x-date-pickers/DateField', render: () => <DateField label="Date" defaultValue={day} /> },
    view: { name: 'DateCalendar', from: '@mui/x-date-pickers/DateCalendar', render: () => <DateCalendar defaultValue={day} sx={{ m: 0, width: '100%', maxWidth: 320 }} /> },
    picker: { name: 'DatePicker', from: '@mui/x-date-pickers/DatePicker', render: () => <DatePicker label="Date" defaultValue={day} /> },
  },
  time: {
    field: { name: 'TimeField', from: '@mui/x-date-pickers/TimeField', render: () => <TimeField label="Time" defaultValue={day} /> },
    view: {
      name: 'DigitalClock (or TimeClock, MultiSectionDigitalClock)',
      from: '@mui/x-date-pickers/DigitalClock',
      render: () => <DigitalClock defaultValue={day} timeStep={30} sx={{ width: 140, maxHeight: 240 }} />,
    },
    picker: { name: 'TimePicker', from: '@mui/x-date-pickers/TimePicker', render: () => <TimePicker label="Time" defaultValue={day} /> },
  },
  dateTime: {
    field: { name: 'DateTimeField', from: '@mui/x-date-pickers/DateTimeField', render: () => <DateTimeField label="Date and time" defaultValue={day} /> },
    // There is no single date-time view: DateTimePicker chains a calendar and a clock.
    view: null,
    picker: { name: 'DateTimePicker', from: '@mui/x-date-pickers/DateTimePicker', render: () => <DateTimePicker label="Date and time" defaultValue={day} /> },
  },
  dateRange: {
    field: {
      name: 'SingleInputDateRangeField (Pro)',
      from: '@mui/x-date-pickers-pro/SingleInputDateRangeField',
      render: () => <SingleInputDateRangeField label="Stay" defaultValue={range} />,
    },
    view: {
      name: 'DateRangeCalendar (Pro)',
      from: '@mui/x-date-pickers-pro/DateRangeCalendar',
      render: () => <DateRangeCalendar calendars={1} defaultValue={range} sx={{ width: '100%', maxWidth: 320, overflow: 'hidden' }} />,
    },
    picker: {
      name: 'DateRangePicker (Pro)',
      from: '@mui/x-date-pickers-pro/DateRangePicker',
      render: () => <DateRangePicker defaultValue={range} localeText={{ start: 'Check-in', end: 'Check-out' }} />,
    },
  },
};

export default function FindYourComponent() {
  const [kind, setKind] = React.useState<ValueKind>('date');
  const [interaction, setInteraction] = React.useState<Interaction>('picker');
  const choice = CHOICES[kind][interaction];
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography id={`${id}-kind`} variant="body2">
          What users edit
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_event, next: ValueKind | null) => next && setKind(next)}
          aria-labelledby={`${id}-kind`}
        >
          <ToggleButton value="date">Date</ToggleButton>
          <ToggleButton value="time">Time</ToggleButton>
          <ToggleButton value="dateTime">Date + time</ToggleButton>
          <ToggleButton value="dateRange">Range</ToggleButton>
        </ToggleButtonGroup>
        <Typography id={`${id}-interaction`} variant="body2">
          How they edit it
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={interaction}
          onChange={(_event, next: Interaction | null) => next && setInteraction(next)}
          aria-labelledby={`${id}-interaction`}
        >
          <ToggleButton value="field">Type</ToggleButton>
          <ToggleButton value="view">Click</ToggleButton>
          <ToggleButton value="picker">Both</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" component="p" aria-live="polite">
          {choice ? (
            <>
              <code>{choice.name}</code> from <code>{choice.from}</code>
            </>
          ) : (
            'No standalone view: use DateTimePicker, or place a DateCalendar next to a DigitalClock.'
          )}
        </Typography>
        {/* Reserve the tallest preview (a calendar) so the page does not move when switching. */}
        <Box sx={{ height: 348, pt: 1, overflow: 'hidden' }}>{choice?.render()}</Box>
      </Stack>
    </LocalizationProvider>
  );
}
