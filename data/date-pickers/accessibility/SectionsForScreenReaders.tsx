import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

type Section = { label: string; text: string; now: string };

// Reads what assistive technologies get from each section of the accessible structure.
function readSections(root: HTMLElement | null): Section[] {
  const nodes = root ? Array.from(root.querySelectorAll<HTMLElement>('[role="spinbutton"]')) : [];
  return nodes.map((node) => ({
    label: node.getAttribute('aria-label') ?? '',
    text: node.getAttribute('aria-valuetext') ?? '',
    now: node.getAttribute('aria-valuenow') ?? '–',
  }));
}

export default function SectionsForScreenReaders() {
  const fieldRoot = React.useRef<HTMLDivElement>(null);
  const [sections, setSections] = React.useState<Section[]>([]);

  return (
    <div style={{ height: 230, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div ref={fieldRoot} style={{ maxWidth: 300, paddingTop: 8 }}>
          <DatePicker
            label="Date of birth"
            defaultValue={dayjs('1990-07-09')}
            // Each section becomes its own element with role="spinbutton".
            enableAccessibleFieldDOMStructure
          />
        </div>
        <Button size="small" sx={{ mt: 1 }} onClick={() => setSections(readSections(fieldRoot.current))}>
          Read the sections
        </Button>
        <table style={{ fontSize: 13, borderSpacing: '12px 2px', marginLeft: -12 }}>
          <tbody>
            {sections.map((section) => (
              <tr key={section.label}>
                <td>aria-label: {section.label}</td>
                <td>aria-valuetext: {section.text}</td>
                <td>aria-valuenow: {section.now}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </LocalizationProvider>
    </div>
  );
}
