import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ja';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// One moment, shown by four providers that only differ in their adapter locale.
const departure = dayjs('2025-11-03T18:45');

const locales = [
  { code: 'en', label: 'English (US)' },
  { code: 'en-gb', label: 'English (UK)' },
  { code: 'de', label: 'Deutsch' },
  { code: 'ja', label: '日本語' },
];

export default function OneValueFourLocales() {
  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 320, paddingTop: 8 }}>
        {locales.map((locale) => (
          <LocalizationProvider key={locale.code} dateAdapter={AdapterDayjs} adapterLocale={locale.code}>
            <DateTimeField label={locale.label} defaultValue={departure} size="small" />
          </LocalizationProvider>
        ))}
      </div>
    </div>
  );
}
