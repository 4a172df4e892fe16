import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';

const targets = ['day', 'month', 'hours', 'all'] as const;

export default function ControlledSections() {
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  // The selection only shows while the field has focus: focus it, then select.
  const select = (target: (typeof targets)[number]) => {
    inputRef.current?.focus();
    setSelected(target);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 360 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {targets.map((target) => (
            <Button key={target} size="small" variant="outlined" onClick={() => select(target)}>
              {target}
            </Button>
          ))}
        </Stack>
        <DateTimeField
          label="Departure"
          defaultValue={dayjs('2025-09-12T07:45')}
          inputRef={inputRef}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
        <Typography variant="body2">selectedSections: {JSON.stringify(selected)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
