import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Pro components: without a licence key they render with a watermark.
export default function ProRangeTeaser() {
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([dayjs('2025-12-20'), dayjs('2026-01-03')]);
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([dayjs('2025-12-20T22:00'), dayjs('2025-12-21T06:00')]);

  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 300, paddingTop: 8 }}>
          <DateRangePicker value={trip} onChange={setTrip} localeText={{ start: 'Leave', end: 'Return' }} />
          <SingleInputTimeRangeField label="Night shift" value={shift} onChange={setShift} ampm={false} />
        </div>
      </LocalizationProvider>
    </div>
  );
}
