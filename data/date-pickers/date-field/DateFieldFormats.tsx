import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const launch = dayjs('2025-03-07');

export default function DateFieldFormats() {
  return (
    <div style={{ height: 280, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DateField label="Day first" format="DD/MM/YYYY" defaultValue={launch} />
          {/* Letter sections: type "ju" or press the arrow keys to change the month name. */}
          <DateField label="Month name" format="ddd, MMM D, YYYY" defaultValue={launch} />
          <DateField label="ISO, spacious" format="YYYY-MM-DD" formatDensity="spacious" defaultValue={launch} />
          <DateField label="No leading zeros" format="D/M/YYYY" shouldRespectLeadingZeros defaultValue={launch} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
