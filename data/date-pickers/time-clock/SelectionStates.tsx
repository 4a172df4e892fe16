import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// The values of onChange's second argument.
type PickerSelectionState = 'partial' | 'shallow' | 'finish';

export default function SelectionStates() {
  // An afternoon hour: on the 24-hour face its number is on the inner ring, where the hand
  // ends. A morning hour's hand would run under the inner number beside it (08 under 20),
  // which MUI X draws over the hand, in grey on blue.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-21T14:00'));
  const [saved, setSaved] = React.useState<Dayjs | null>(null);
  const [state, setState] = React.useState<PickerSelectionState | undefined>();

  const handleChange = (next: Dayjs | null, selectionState?: PickerSelectionState) => {
    setValue(next);
    setState(selectionState);
    // Save only when the user releases the hand on the last view.
    if (selectionState === 'finish') {
      setSaved(next);
    }
  };

  return (
    <div style={{ height: 380, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ height: 44, fontSize: 14 }}>
          Last change: {state ?? '—'}
          <br />
          Saved: {saved ? saved.format('HH:mm') : 'nothing yet'}
        </div>
        <TimeClock ampm={false} value={value} onChange={handleChange} />
      </LocalizationProvider>
    </div>
  );
}
