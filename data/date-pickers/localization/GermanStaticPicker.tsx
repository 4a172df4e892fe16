import * as React from 'react';
import 'dayjs/locale/de';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE } from '@mui/x-date-pickers/locales';

// Every text of the German locale, with one key replaced for this app.
const germanTexts = {
  ...deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  datePickerToolbarTitle: 'Liefertag wählen',
};

export default function GermanStaticPicker() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-10-14'));

  return (
    <div style={{ height: 520, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
        <StaticDatePicker
          displayStaticWrapperAs="mobile"
          value={day}
          onChange={setDay}
          slotProps={{ actionBar: { actions: ['today', 'clear', 'accept'] } }}
          sx={{ maxWidth: 320 }}
        />
      </LocalizationProvider>
    </div>
  );
}
