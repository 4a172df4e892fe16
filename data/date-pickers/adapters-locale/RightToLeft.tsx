import * as React from 'react';
import 'dayjs/locale/he';
import dayjs from 'dayjs';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { heIL } from '@mui/x-date-pickers/locales';

// Right to left: the `dir` attribute and a theme with direction 'rtl'. (A real app also adds
// stylis-plugin-rtl to its emotion cache so that margins and paddings flip.)
export default function RightToLeft() {
  const outer = useTheme();
  const rtlTheme = React.useMemo(() => createTheme({ ...outer, direction: 'rtl' }), [outer]);

  return (
    <ThemeProvider theme={rtlTheme}>
      <div dir="rtl">
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale="he"
          localeText={heIL.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <div style={{ maxWidth: 320, paddingTop: 8 }}>
            <DateField label="תאריך" defaultValue={dayjs('2025-03-07')} fullWidth />
          </div>
          <DateCalendar defaultValue={dayjs('2025-03-07')} views={['day']} sx={{ m: 0, width: '100%', maxWidth: 320 }} />
        </LocalizationProvider>
      </div>
    </ThemeProvider>
  );
}
