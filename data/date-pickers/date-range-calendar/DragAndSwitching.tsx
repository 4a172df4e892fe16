import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DragAndSwitching() {
  // The range ends in the next month, so auto switching has something to show.
  const [range, setRange] = React.useState<DateRange<Dayjs>>([dayjs('2025-04-24'), dayjs('2025-05-09')]);
  const [noDrag, setNoDrag] = React.useState(false);
  const [noSwitch, setNoSwitch] = React.useState(false);

  return (
    <div style={{ height: 420, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
          <FormControlLabel
            sx={{ ml: 0 }}
            control={<Switch checked={noDrag} onChange={(event) => setNoDrag(event.target.checked)} />}
            label="disableDragEditing"
          />
          <FormControlLabel
            sx={{ ml: 0 }}
            control={<Switch checked={noSwitch} onChange={(event) => setNoSwitch(event.target.checked)} />}
            label="disableAutoMonthSwitching"
          />
        </div>
        <DateRangeCalendar
          calendars={1}
          value={range}
          onChange={setRange}
          disableDragEditing={noDrag}
          disableAutoMonthSwitching={noSwitch}
        />
      </LocalizationProvider>
    </div>
  );
}
