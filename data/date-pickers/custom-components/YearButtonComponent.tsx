import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// A square button of our own. The calendar passes role="radio", aria-checked, tabIndex and the
// handlers; spreading them keeps keyboard navigation and selection working.
const SquareYear = styled('button')(({ theme }) => {
  // The site's theme uses CSS variables: read them, so the colours follow light and dark mode.
  const palette = (theme.vars ?? theme).palette;
  return {
    ...theme.typography.body1,
    width: 72,
    height: 40,
    margin: '4px 0',
    border: `1px solid ${palette.divider}`,
    borderRadius: 4,
    background: 'transparent',
    color: palette.text.primary,
    cursor: 'pointer',
    '&:hover, &:focus-visible': { borderColor: palette.primary.main, outline: 'none' },
    '&[aria-checked="true"]': {
      backgroundColor: palette.primary.main,
      borderColor: palette.primary.main,
      color: palette.primary.contrastText,
    },
    '&:disabled': { color: palette.text.disabled, cursor: 'default' },
  };
});

export default function YearButtonComponent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        defaultValue={dayjs('2026-01-01')}
        minDate={dayjs('2020-01-01')}
        maxDate={dayjs('2031-12-31')}
        slots={{ yearButton: SquareYear }}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
