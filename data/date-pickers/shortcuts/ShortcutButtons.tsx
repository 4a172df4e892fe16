import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const today = dayjs('2025-06-18');

const items: PickersShortcutsItem<Dayjs | null>[] = [
  { label: '+1 week', getValue: () => today.add(1, 'week') },
  { label: '+2 weeks', getValue: () => today.add(2, 'week') },
  { label: '+1 month', getValue: () => today.add(1, 'month') },
];

// Replaces the chip list by a row of buttons; the picker still validates and applies values.
function ButtonShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
  const { items: list = [], onChange, isValid, changeImportance = 'accept' } = props;
  return (
    <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / 4', gridRow: 1, px: 2, pt: 1 }}>
      {list.map((item) => {
        const value = item.getValue({ isValid });
        return (
          <Button
            key={item.label}
            size="small"
            variant="outlined"
            disabled={!isValid(value)}
            onClick={() => onChange(value, changeImportance, { label: item.label, id: item.id })}
          >
            {item.label}
          </Button>
        );
      })}
    </Stack>
  );
}

export default function ShortcutButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          defaultValue={today}
          slots={{ shortcuts: ButtonShortcuts }}
          slotProps={{ shortcuts: { items } }}
          sx={{ width: 'max-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
