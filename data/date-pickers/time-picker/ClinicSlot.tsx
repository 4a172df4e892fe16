import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const day = dayjs('2025-06-12');
const opens = day.hour(8).minute(0);
const closes = day.hour(17).minute(30);

function message(error: TimeValidationError): string {
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'The clinic books slots between 08:00 and 17:30.';
    case 'minutesStep':
      return 'Slots start every 15 minutes.';
    case 'invalidDate':
      return 'Enter a full time, such as 09:45.';
    default:
      return 'Choose a 15-minute slot.';
  }
}

export default function ClinicSlot() {
  const [slot, setSlot] = React.useState<Dayjs | null>(day.hour(10).minute(15));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 320, paddingTop: 8 }}>
          <TimePicker
            label="Appointment"
            ampm={false}
            minTime={opens}
            maxTime={closes}
            minutesStep={15}
            timeSteps={{ minutes: 15 }}
            skipDisabled
            value={slot}
            onChange={setSlot}
            onError={setError}
            slotProps={{ textField: { fullWidth: true, helperText: message(error) } }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
