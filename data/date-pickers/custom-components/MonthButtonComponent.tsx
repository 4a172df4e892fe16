import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Pill-shaped month buttons. The calendar's props (role, aria-checked, aria-label, tabIndex,
// handlers) are spread by the calendar onto this element, so nothing else is needed.
const MonthPill = styled('button')(({ theme }) => {
  // The site's theme uses CSS variables: read them, so the colours follow light and dark mode.
  const palette = (theme.vars ?? theme).palette;
  return {
    ...theme.typography.body2,
    minWidth: 64,
    height: 32,
    margin: '8px 0',
    padding: '0 12px',
    border: `1px solid ${palette.divider}`,
    borderRadius: 16,
    background: 'transparent',
    color: palette.text.primary,
    cursor: 'pointer',
    '&:hover, &:focus-visible': { borderColor: palette.secondary.main, outline: 'none' },
    '&[aria-checked="true"]': {
      backgroundColor: palette.secondary.main,
      borderColor: palette.secondary.main,
      color: palette.secondary.contrastText,
    },
    '&:disabled': { color: palette.text.disabled, cursor: 'default' },
  };
});

export default function MonthButtonComponent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar defaultValue={dayjs('2025-09-01')} slots={{ monthButton: MonthPill }} sx={{ width: '100%', maxWidth: 320 }} />
    </LocalizationProvider>
  );
}
