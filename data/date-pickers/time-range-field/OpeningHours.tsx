import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const day = dayjs('2025-05-05');

function describe([startError, endError]: TimeRangeValidationError): string {
  const error = startError ?? endError;
  switch (error) {
    case 'invalidRange':
      return 'Closing must come after opening.';
    case 'minTime':
    case 'maxTime':
      return 'The mall is open from 07:00 to 23:00.';
    case 'minutesStep':
      return 'Use quarter hours.';
    case null:
      return 'Shop opening hours';
    default:
      return `Error: ${error}`;
  }
}

export default function OpeningHours() {
  const [errors, setErrors] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <div style={{ height: 110, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 320, paddingTop: 8 }}>
          <SingleInputTimeRangeField
            label="Open"
            ampm={false}
            minTime={day.hour(7)}
            maxTime={day.hour(23)}
            minutesStep={15}
            defaultValue={[day.hour(19), day.hour(10)]}
            onError={setErrors}
            helperText={describe(errors)}
            fullWidth
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
