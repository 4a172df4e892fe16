import * as React from 'react';
import dayjs from 'dayjs';
import Button, { type ButtonProps } from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// `edge` is an IconButton prop that the calendar passes; a Button has no use for it.
type ArrowProps = ButtonProps & { edge?: 'start' | 'end' | false };

// Keeps every prop the calendar passes except `edge`.
function buttonProps(props: ArrowProps): ButtonProps {
  const copy: ArrowProps = { ...props };
  delete copy.edge;
  return copy;
}

// Text buttons instead of icon buttons; the calendar passes onClick, disabled and the labels.
function PrevButton(props: ArrowProps) {
  return (
    <Button {...buttonProps(props)} size="small" startIcon={<ArrowBack />} sx={{ minWidth: 0 }}>
      Prev
    </Button>
  );
}
function NextButton(props: ArrowProps) {
  return (
    <Button {...buttonProps(props)} size="small" endIcon={<ArrowForward />} sx={{ minWidth: 0 }}>
      Next
    </Button>
  );
}

export default function ArrowSwitcherComponent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-11-12')}
        slots={{ previousIconButton: PrevButton, nextIconButton: NextButton }}
        // Text buttons take the room of the year switch: a day-only calendar has none to crowd.
        views={['day']}
        sx={{ m: 0, width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
