import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const value = dayjs('2025-01-15');

export default function AccessibleStructure() {
  const v6Ref = React.useRef<HTMLDivElement>(null);
  const v7Ref = React.useRef<HTMLDivElement>(null);
  const [report, setReport] = React.useState('');

  // Count what each field renders: a text <input>, or one spinbutton per section.
  const inspect = () => {
    const describe = (root: HTMLDivElement | null) =>
      `${root?.querySelectorAll('input[type="text"]').length ?? 0} text input, ` +
      `${root?.querySelectorAll('[role="spinbutton"]').length ?? 0} spinbuttons`;
    setReport(`default: ${describe(v6Ref.current)} | accessible: ${describe(v7Ref.current)}`);
  };

  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 300, paddingTop: 8 }}>
          <div ref={v6Ref}>
            <DateField label="Default structure" defaultValue={value} fullWidth />
          </div>
          <div ref={v7Ref}>
            <DateField label="Accessible structure" defaultValue={value} enableAccessibleFieldDOMStructure fullWidth />
          </div>
          <Button size="small" variant="outlined" onClick={inspect} sx={{ alignSelf: 'flex-start' }}>
            Inspect the DOM
          </Button>
          <span style={{ fontSize: 13 }}>{report}</span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
