import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function ClearableDate() {
  const [followUp, setFollowUp] = React.useState<Dayjs | null>(dayjs('2025-03-10'));
  const [cleared, setCleared] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ maxWidth: 300, paddingTop: 8 }}>
        <DatePicker
          label="Follow-up (optional)"
          value={followUp}
          onChange={setFollowUp}
          slotProps={{
            // The field's own ✕ button, shown while the field is hovered or focused.
            field: { clearable: true, onClear: () => setCleared((count) => count + 1) },
            // A Clear button in the popup as well.
            actionBar: { actions: ['clear', 'accept'] },
            textField: {
              fullWidth: true,
              helperText: followUp ? `Due ${followUp.format('dddd D MMMM')}` : `No follow-up (field cleared ${cleared} times)`,
            },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
