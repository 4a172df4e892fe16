import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef, FieldSection, FieldSelectedSections } from '@mui/x-date-pickers/models';

export default function FieldRefActions() {
  const fieldRef = React.useRef<FieldRef<FieldSection>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const [sections, setSections] = React.useState('');

  const readSections = () => {
    const list = fieldRef.current?.getSections() ?? [];
    setSections(list.map((section) => `${section.type}=${section.value || '∅'}`).join(', '));
  };

  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 300, paddingTop: 8 }}>
          <DateField
            label="Renewal date"
            format="MMMM D, YYYY"
            defaultValue={dayjs('2025-11-30')}
            unstableFieldRef={fieldRef}
            onSelectedSectionsChange={setSelected}
          />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            <Button size="small" variant="outlined" onClick={() => fieldRef.current?.focusField('year')}>
              Focus year
            </Button>
            <Button size="small" variant="outlined" onClick={() => fieldRef.current?.focusField('month')}>
              Focus month
            </Button>
            <Button size="small" variant="outlined" onClick={readSections}>
              Read sections
            </Button>
          </div>
          <span style={{ fontSize: 13, fontFamily: 'monospace' }}>selected: {String(selected)}</span>
          <span style={{ fontSize: 13, fontFamily: 'monospace' }}>{sections}</span>
        </div>
      </LocalizationProvider>
    </div>
  );
}
