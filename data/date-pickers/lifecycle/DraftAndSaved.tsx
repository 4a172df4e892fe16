import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

export default function DraftAndSaved() {
  // What the server has, and what the user is editing.
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2025-05-06T14:00'));
  const [draft, setDraft] = React.useState<Dayjs | null>(saved);
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  const isDirty = !(draft === saved || (draft !== null && saved !== null && draft.isSame(saved)));
  const save = (value: Dayjs | null) => setSaved(value);

  return (
    <div style={{ height: 160, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 300, paddingTop: 8 }}>
          <DateTimePicker
            label="Interview"
            value={draft}
            onChange={(value, context) => {
              setDraft(value);
              setError(context.validationError);
            }}
            // Picking in the views ends with onAccept: save right away.
            onAccept={(value, context) => {
              if (context.validationError === null) {
                save(value);
              }
            }}
            minDateTime={dayjs('2025-05-01T08:00')}
            slotProps={{ textField: { fullWidth: true } }}
          />
        </div>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 12 }}>
          {/* Typing in the field never fires onAccept, so keyboard edits need an explicit save. */}
          <Button variant="contained" size="small" disabled={!isDirty || error !== null} onClick={() => save(draft)}>
            Save
          </Button>
          <Chip size="small" color={isDirty ? 'warning' : 'success'} label={isDirty ? 'Unsaved changes' : 'Saved'} />
          <span style={{ fontSize: 13 }}>Server: {saved?.format('D MMM, HH:mm') ?? 'none'}</span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
