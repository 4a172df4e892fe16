import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { DateView, TimeView } from '@mui/x-date-pickers/models';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

type Kind = 'DatePicker' | 'TimePicker' | 'DateTimePicker' | 'DateCalendar' | 'DateRangePicker';
const kinds: Kind[] = ['DatePicker', 'TimePicker', 'DateTimePicker', 'DateCalendar', 'DateRangePicker'];
const hasDays = (kind: Kind) => kind !== 'TimePicker';
const hasTime = (kind: Kind) => kind === 'TimePicker' || kind === 'DateTimePicker';
const hasPopup = (kind: Kind) => kind !== 'DateCalendar';
// `showDaysOutsideCurrentMonth` is ignored by range pickers showing more than one month: offered on single calendars.
const hasSingleCalendar = (kind: Kind) => hasDays(kind) && kind !== 'DateRangePicker';

const dateViews: Record<string, DateView[]> = {
  'year, month, day': ['year', 'month', 'day'],
  'year, day': ['year', 'day'],
  'month, year': ['month', 'year'],
};
const timeViews: Record<string, TimeView[]> = {
  'hours, minutes': ['hours', 'minutes'],
  'hours, minutes, seconds': ['hours', 'minutes', 'seconds'],
};
const icons = { default: undefined, EditCalendarIcon, ScheduleIcon };
const actionSets: Record<string, PickersActionBarAction[] | undefined> = {
  default: undefined,
  'clear, accept': ['clear', 'accept'],
  'cancel, accept': ['cancel', 'accept'],
  none: [],
};

const initial = {
  kind: 'DatePicker' as Kind,
  disabled: false,
  readOnly: false,
  disablePast: false,
  disableFuture: false,
  displayWeekNumber: false,
  outsideDays: false,
  ampm: true,
  landscape: false,
  showToolbar: false,
  weekendSlot: false,
  singleInput: false,
  views: 'default',
  icon: 'default' as keyof typeof icons,
  actions: 'default',
  calendars: 2,
};
type Settings = typeof initial;

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;
const weekendDays = ({ day }: { day: Dayjs }) => (isWeekend(day) ? { sx: { color: 'secondary.main' } } : {});

const quoted = (items: readonly string[]) => `[${items.map((item) => `'${item}'`).join(', ')}]`;
const importPath = (kind: Kind) =>
  kind === 'DateRangePicker' ? '@mui/x-date-pickers-pro/DateRangePicker' : `@mui/x-date-pickers/${kind}`;

// The JSX a reader would write for the current settings: only the props that differ from the defaults.
function toCode(s: Settings): string {
  const props: string[] = [];
  const flag = (on: boolean, name: string) => on && props.push(name);
  flag(s.disabled, 'disabled');
  flag(s.readOnly, 'readOnly');
  flag(s.disablePast, 'disablePast');
  flag(s.disableFuture, 'disableFuture');
  flag(hasDays(s.kind) && s.displayWeekNumber, 'displayWeekNumber');
  flag(hasSingleCalendar(s.kind) && s.outsideDays, 'showDaysOutsideCurrentMonth');
  flag(hasTime(s.kind) && !s.ampm, 'ampm={false}');
  flag((s.kind === 'DatePicker' || s.kind === 'DateTimePicker') && s.landscape, 'orientation="landscape"');
  const views = dateViews[s.views] ?? timeViews[s.views];
  if (views) props.push(`views={${quoted(views)}}`);
  if (s.kind === 'DateRangePicker' && s.calendars !== 2) props.push(`calendars={${s.calendars}}`);
  const slots: string[] = [];
  if (s.icon !== 'default' && hasPopup(s.kind) && s.kind !== 'DateRangePicker') slots.push(`openPickerIcon: ${s.icon}`);
  if (s.kind === 'DateRangePicker' && s.singleInput) slots.push('field: SingleInputDateRangeField');
  if (slots.length > 0) props.push(`slots={{ ${slots.join(', ')} }}`);
  const slotProps: string[] = [];
  const actions = actionSets[s.actions];
  if (actions && hasPopup(s.kind)) slotProps.push(`actionBar: { actions: ${quoted(actions)} }`);
  if (s.showToolbar && hasPopup(s.kind) && s.kind !== 'DateRangePicker') slotProps.push('toolbar: { hidden: false }');
  if (s.weekendSlot && hasDays(s.kind) && s.kind !== 'DateRangePicker') slotProps.push('day: weekendDays');
  if (slotProps.length > 0) props.push(`slotProps={{ ${slotProps.join(', ')} }}`);
  const jsx = props.length === 0 ? `<${s.kind} />` : `<${s.kind}\n  ${props.join('\n  ')}\n/>`;
  return `import { ${s.kind} } from '${importPath(s.kind)}';\n\n${jsx}`;
}

function Preview({ s }: { s: Settings }) {
  const common = { disabled: s.disabled, readOnly: s.readOnly, disablePast: s.disablePast, disableFuture: s.disableFuture };
  const dateProps = { displayWeekNumber: s.displayWeekNumber, showDaysOutsideCurrentMonth: s.outsideDays, views: dateViews[s.views] };
  // Leave a slot out entirely to keep its default: `undefined` would replace the default component.
  const actions = actionSets[s.actions];
  const actionBar = actions ? { actions } : {};
  // Desktop pickers hide the toolbar by default; `landscape` moves it to the side.
  const toolbar = s.showToolbar ? { hidden: false } : {};
  const slotProps = { actionBar, toolbar, day: s.weekendSlot ? weekendDays : undefined };
  const icon = icons[s.icon];
  const slots = icon ? { openPickerIcon: icon } : {};
  // Off means no prop at all, as in the generated code: the picker then follows the device orientation.
  const orientation = s.landscape ? 'landscape' : undefined;
  switch (s.kind) {
    case 'DatePicker':
      return <DatePicker label="Date" defaultValue={dayjs('2025-05-14')} orientation={orientation} {...common} {...dateProps} slots={slots} slotProps={slotProps} />;
    case 'TimePicker':
      return <TimePicker label="Time" defaultValue={dayjs('2025-05-14T15:30')} ampm={s.ampm} views={timeViews[s.views]} {...common} slots={slots} slotProps={{ actionBar, toolbar }} />;
    case 'DateTimePicker':
      return <DateTimePicker label="Date and time" defaultValue={dayjs('2025-05-14T15:30')} ampm={s.ampm} orientation={orientation} displayWeekNumber={s.displayWeekNumber} showDaysOutsideCurrentMonth={s.outsideDays} {...common} slots={slots} slotProps={slotProps} />;
    case 'DateCalendar':
      return <DateCalendar defaultValue={dayjs('2025-05-14')} {...common} {...dateProps} slotProps={{ day: slotProps.day }} sx={{ m: 0 }} />;
    default:
      return (
        <DateRangePicker
          defaultValue={[dayjs('2025-05-14'), dayjs('2025-05-18')] as DateRange<Dayjs>}
          calendars={s.calendars as 1 | 2 | 3}
          displayWeekNumber={s.displayWeekNumber}
          {...common}
          slots={s.singleInput ? { field: SingleInputDateRangeField } : {}}
          slotProps={{ actionBar }}
        />
      );
  }
}

export default function PickersPlayground() {
  const [s, setS] = React.useState<Settings>(initial);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    // A new component starts with its default views: the presets differ between date and time.
    setS((prev) => ({ ...prev, [key]: value, ...(key === 'kind' ? { views: 'default' } : {}) }));
  const toggle = (key: keyof Settings, label: string, shown = true) =>
    shown && (
      <FormControlLabel
        key={key}
        label={label}
        sx={{ ml: 0, mr: 1.5 }}
        control={<Switch size="small" checked={Boolean(s[key])} onChange={(event) => set(key, event.target.checked)} />}
      />
    );
  const select = (key: keyof Settings, label: string, options: (string | number)[], shown = true) =>
    shown && (
      <TextField key={key} select size="small" label={label} value={s[key]} onChange={(event) => set(key, typeof s[key] === 'number' ? Number(event.target.value) : event.target.value)} sx={{ width: 200 }}>
        {options.map((option) => <MenuItem key={option} value={option}>{option}</MenuItem>)}
      </TextField>
    );
  const viewOptions = ['default', ...Object.keys(s.kind === 'TimePicker' ? timeViews : dateViews)];
  const code = toCode(s);
  // The code that was last copied: the confirmation stays until the settings change the code.
  const [copied, setCopied] = React.useState<{ code: string; ok: boolean } | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied({ code, ok: true }),
      () => setCopied({ code, ok: false }),
    );
  };
  const status = copied?.code === code ? (copied.ok ? 'Copied to the clipboard.' : 'Copying failed: select the code instead.') : '';

  return (
    <div style={{ height: 640, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, paddingTop: 8 }}>
          <div style={{ flex: '1 1 300px', minWidth: 0, maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 12 }}>
            {select('kind', 'Component', kinds)}
            {/* Remount when a change cannot be applied to a mounted picker (views, range field type). */}
            <Preview key={`${s.kind}-${s.views}-${s.singleInput}`} s={s} />
            {hasPopup(s.kind) && (
              <span style={{ fontSize: 13, opacity: 0.7 }}>Open the picker to see the views, the icon and the actions.</span>
            )}
            <figure style={{ margin: 0 }}>
              <figcaption style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginBottom: 4, fontSize: 14 }}>
                <span style={{ fontWeight: 600 }}>Code for these settings</span>
                <Button size="small" variant="outlined" onClick={copy}>
                  Copy code
                </Button>
                <span role="status" style={{ fontSize: 13 }}>
                  {status}
                </span>
              </figcaption>
              {/* Focusable so that keyboard users can scroll a long snippet. */}
              <pre
                tabIndex={0}
                style={{ margin: 0, maxHeight: 220, overflow: 'auto', fontSize: 12, padding: 12, borderRadius: 8, background: 'rgba(127, 127, 127, 0.12)' }}
              >
                {code}
              </pre>
            </figure>
          </div>
          <div style={{ flex: '1 1 220px', display: 'flex', flexDirection: 'column', gap: 12 }}>
            {/* Only the options that apply to the chosen component are shown. */}
            <div>
              {toggle('disabled', 'disabled')}
              {toggle('readOnly', 'readOnly')}
              {toggle('disablePast', 'disablePast')}
              {toggle('disableFuture', 'disableFuture')}
              {toggle('displayWeekNumber', 'displayWeekNumber', hasDays(s.kind))}
              {toggle('outsideDays', 'showDaysOutsideCurrentMonth', hasSingleCalendar(s.kind))}
              {toggle('ampm', 'ampm', hasTime(s.kind))}
              {toggle('showToolbar', 'toolbar visible', ['DatePicker', 'TimePicker', 'DateTimePicker'].includes(s.kind))}
              {toggle('landscape', 'landscape', s.kind === 'DatePicker' || s.kind === 'DateTimePicker')}
              {toggle('weekendSlot', 'day slot: weekends', hasDays(s.kind) && s.kind !== 'DateRangePicker')}
              {toggle('singleInput', 'field slot: single input', s.kind === 'DateRangePicker')}
            </div>
            {select('views', 'views', viewOptions, s.kind !== 'DateTimePicker' && s.kind !== 'DateRangePicker')}
            {select('icon', 'slots.openPickerIcon', Object.keys(icons), ['DatePicker', 'TimePicker', 'DateTimePicker'].includes(s.kind))}
            {select('actions', 'actionBar actions', Object.keys(actionSets), hasPopup(s.kind))}
            {select('calendars', 'calendars', [1, 2, 3], s.kind === 'DateRangePicker')}
          </div>
        </div>
      </LocalizationProvider>
    </div>
  );
}
