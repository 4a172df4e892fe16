import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The venue is booked from Tuesday 08:00 to Thursday 18:00.
const venueOpens = dayjs('2025-10-14T08:00');
const venueCloses = dayjs('2025-10-16T18:00');

function message(error: DateTimeRangeValidationError[number]): string {
  if (error === null) {
    return ' ';
  }
  if (error === 'invalidRange') {
    return 'Ends before it starts';
  }
  return error.startsWith('min') ? 'Before the venue opens' : error.startsWith('max') ? 'After it closes' : error;
}

export default function ConferenceSession() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-10-16T16:00'),
    dayjs('2025-10-16T19:30'),
  ]);
  const [errors, setErrors] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 460, paddingTop: 8 }}>
          <DateTimeRangePicker
            ampm={false}
            minDateTime={venueOpens}
            maxDateTime={venueCloses}
            minutesStep={15}
            timeSteps={{ minutes: 15 }}
            value={value}
            onChange={setValue}
            onError={setErrors}
            slotProps={{
              textField: ({ position }) => ({
                label: position === 'start' ? 'Session starts' : 'Session ends',
                helperText: message(errors[position === 'start' ? 0 : 1]),
              }),
            }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
