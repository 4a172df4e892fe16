import * as React from 'react';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const formats = ['default', 'DD.MM.YYYY HH:mm', 'YYYY-MM-DD HH:mm:ss', 'ddd D MMM YYYY, h:mm A', 'MMMM YYYY', 'D/M/YY H:m'];
const locales = ['en', 'de', 'fr', 'ja'];

export default function FieldFormatPlayground() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-08-03T07:05:09'));
  const [format, setFormat] = React.useState('default');
  const [locale, setLocale] = React.useState('en');
  const [spacious, setSpacious] = React.useState(false);
  const [leadingZeros, setLeadingZeros] = React.useState(false);

  const props = [
    format !== 'default' && `format="${format}"`,
    spacious && 'formatDensity="spacious"',
    leadingZeros && 'shouldRespectLeadingZeros',
  ].filter(Boolean);
  const code = `<LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="${locale}">\n  <DateTimeField${
    props.length > 0 ? `\n    ${props.join('\n    ')}\n  ` : ' '
  }/>\n</LocalizationProvider>`;

  return (
    <div style={{ height: 400, overflow: 'auto' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, paddingTop: 8 }}>
        <TextField select size="small" label="format" value={format} onChange={(e) => setFormat(e.target.value)} sx={{ width: 240 }}>
          {formats.map((option) => <MenuItem key={option} value={option}>{option}</MenuItem>)}
        </TextField>
        <TextField select size="small" label="adapterLocale" value={locale} onChange={(e) => setLocale(e.target.value)} sx={{ width: 130 }}>
          {locales.map((option) => <MenuItem key={option} value={option}>{option}</MenuItem>)}
        </TextField>
      </div>
      <div>
        <FormControlLabel sx={{ ml: 0 }} control={<Switch size="small" checked={spacious} onChange={(e) => setSpacious(e.target.checked)} />} label='formatDensity="spacious"' />
        <FormControlLabel sx={{ ml: 0 }} control={<Switch size="small" checked={leadingZeros} onChange={(e) => setLeadingZeros(e.target.checked)} />} label="shouldRespectLeadingZeros" />
      </div>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        {/* Remount on every change: the field builds its sections when it mounts. */}
        <DateTimeField
          key={`${format}-${spacious}-${leadingZeros}`}
          label="Edit the sections"
          value={value}
          onChange={setValue}
          // Without a format, the field uses the locale's default date-time format.
          format={format === 'default' ? undefined : format}
          formatDensity={spacious ? 'spacious' : 'dense'}
          shouldRespectLeadingZeros={leadingZeros}
          sx={{ mt: 1.5, width: 300, maxWidth: '100%' }}
        />
      </LocalizationProvider>
      <pre style={{ margin: '12px 0 0', fontSize: 12, padding: 12, borderRadius: 8, background: 'rgba(127, 127, 127, 0.12)', overflow: 'auto' }}>
        {code}
      </pre>
    </div>
  );
}
