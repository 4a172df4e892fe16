import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// A small venue's April programme: only these evenings can be booked.
const concertDays = new Set([
  '2025-04-03', '2025-04-05', '2025-04-11', '2025-04-12', '2025-04-18', '2025-04-25', '2025-04-26',
]);
const hasConcert = (day: Dayjs) => concertDays.has(day.format('YYYY-MM-DD'));

function ConcertDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth } = props;
  return (
    <Badge
      overlap="circular"
      color="secondary"
      variant="dot"
      invisible={outsideCurrentMonth || !hasConcert(day)}
    >
      <PickersDay {...props} />
    </Badge>
  );
}

export default function ConcertTickets() {
  const [show, setShow] = React.useState<Dayjs | null>(dayjs('2025-04-11T20:00'));

  return (
    <div style={{ height: 380, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 24, fontSize: 15, fontWeight: 600, overflow: 'hidden' }}>
          {show ? `Your ticket: ${show.format('dddd D MMMM, HH:mm')}` : 'Pick an evening'}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
          <DateCalendar
            value={show}
            onChange={setShow}
            views={['day']}
            minDate={dayjs('2025-04-01')}
            maxDate={dayjs('2025-04-30')}
            shouldDisableDate={(day) => !hasConcert(day)}
            slots={{ day: ConcertDay }}
            sx={{ m: 0 }}
          />
          <div style={{ width: 140 }}>
            <div style={{ fontSize: 13, marginBottom: 4 }}>Start time</div>
            <DigitalClock
              value={show}
              onChange={setShow}
              ampm={false}
              timeStep={30}
              minTime={dayjs('2025-04-01T19:00')}
              maxTime={dayjs('2025-04-01T22:00')}
              skipDisabled
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 220 }}
            />
          </div>
        </div>
      </LocalizationProvider>
    </div>
  );
}
