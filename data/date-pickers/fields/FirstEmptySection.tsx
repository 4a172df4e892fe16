import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef, FieldSection } from '@mui/x-date-pickers/models';

// A "Continue" button that sends users to the first section they have not filled yet.
export default function FirstEmptySection() {
  const fieldRef = React.useRef<FieldRef<FieldSection>>(null);

  const goToFirstEmpty = () => {
    const field = fieldRef.current;
    if (!field) return;
    const index = field.getSections().findIndex((section) => section.value === '');
    if (index === -1) {
      // Complete: focus the field and select every section.
      field.focusField(0);
      field.setSelectedSections('all');
    } else {
      field.focusField(index);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1, maxWidth: 320 }}>
        <DateField label="Passport expiry" unstableFieldRef={fieldRef} format="DD/MM/YYYY" />
        <Button variant="outlined" onClick={goToFirstEmpty} sx={{ alignSelf: 'flex-start' }}>
          Continue where I stopped
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
