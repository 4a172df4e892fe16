import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, esES, frFR } from '@mui/x-date-pickers/locales';

// Empty fields show one placeholder per section, translated by localeText.
const languages = [
  { adapterLocale: 'de', label: 'Geburtsdatum', texts: deDE },
  { adapterLocale: 'fr', label: 'Date de naissance', texts: frFR },
  { adapterLocale: 'es', label: 'Fecha de nacimiento', texts: esES },
];

export default function FieldPlaceholders() {
  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 280, paddingTop: 8 }}>
        {languages.map(({ adapterLocale, label, texts }) => (
          <LocalizationProvider
            key={adapterLocale}
            dateAdapter={AdapterDayjs}
            adapterLocale={adapterLocale}
            localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
          >
            {/* A shrunk label lets the placeholder show before the field is focused. */}
            <DateField label={label} InputLabelProps={{ shrink: true }} />
          </LocalizationProvider>
        ))}
      </div>
    </div>
  );
}
