import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const release = dayjs('2025-09-01');

const milestones: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'freeze', label: 'Code freeze', getValue: () => release.subtract(3, 'week') },
  { id: 'beta', label: 'Beta', getValue: () => release.subtract(10, 'day') },
  { id: 'release', label: 'Release', getValue: () => release },
];

export default function ShortcutImportance() {
  const [acceptOnClick, setAcceptOnClick] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);
  const write = (line: string) => setLog((lines) => [line, ...lines].slice(0, 3));

  return (
    <div style={{ height: 460, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FormControlLabel
          control={<Switch checked={acceptOnClick} onChange={(event) => setAcceptOnClick(event.target.checked)} />}
          label={`changeImportance: "${acceptOnClick ? 'accept' : 'set'}"`}
        />
        <StaticDatePicker
          defaultValue={release}
          onChange={(value, context) =>
            write(`onChange ${value?.format('YYYY-MM-DD')} (shortcut: ${context.shortcut?.id ?? 'none'})`)
          }
          onAccept={(value) => write(`onAccept ${value?.format('YYYY-MM-DD')}`)}
          slotProps={{
            shortcuts: { items: milestones, changeImportance: acceptOnClick ? 'accept' : 'set' },
            actionBar: { actions: ['accept'] },
            toolbar: { hidden: true },
          }}
          sx={{ maxWidth: 480 }}
        />
        <pre style={{ fontSize: 12, margin: 0, height: 54, overflow: 'hidden' }}>
          {log.length > 0 ? log.join('\n') : 'Click a milestone, a day or OK.'}
        </pre>
      </LocalizationProvider>
    </div>
  );
}
