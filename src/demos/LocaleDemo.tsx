import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, GridToolbar, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers';
import dayjs, { type Dayjs } from 'dayjs';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { LOCALE_STRINGS } from '@/src/i18n/localeStrings';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { interpolate } from '@/src/i18n/translate';
import type { IslandProps } from '@/src/islands/definitions';
import { MuiTheme } from '@/src/theme/MuiTheme';
import { COMPONENT_LOCALE_NAMES } from '@/src/i18n/componentLocales';
import { DEFAULT_LOCALE_ID, LOCALES, type LocaleEntry } from '@/src/i18n/localeCatalog';
import { useLocaleLoader } from '@/src/i18n/useLocaleLoader';

type Product = 'data-grid' | 'date-pickers';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'started', headerName: 'Started', type: 'date', width: 130 },
  { field: 'projects', headerName: 'Projects', type: 'number', width: 110 },
];

const TEAMS = ['Grid', 'Pickers', 'Charts', 'Tree View'];
const NAMES = ['Ada', 'Bruno', 'Chen', 'Dara', 'Emil', 'Fatima', 'Goro', 'Hana', 'Ines', 'Jonas', 'Kemal', 'Lena'];
const rows = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  team: TEAMS[index % TEAMS.length],
  started: new Date(2019 + (index % 5), (index * 5) % 12, 1 + ((index * 7) % 27)),
  projects: 3 + ((index * 7) % 11),
}));

function entryOf(id: string): LocaleEntry | undefined {
  return LOCALES.find((entry) => entry.id === id);
}

interface Loaded {
  grid?: Partial<GridLocaleText>;
  pickers?: Partial<PickersLocaleText<Dayjs>>;
}

async function loadLocale(product: Product, id: string): Promise<Loaded> {
  const entry = entryOf(id);
  if (!entry) {
    throw new Error(`Unknown locale ${id}`);
  }
  if (product === 'data-grid') {
    const locale = await entry.dataGrid();
    return { grid: locale.components.MuiDataGrid.defaultProps.localeText };
  }
  if (!entry.pickers) {
    throw new Error(`@mui/x-date-pickers has no ${id} locale`);
  }
  const [locale] = await Promise.all([entry.pickers(), entry.loadDayjs()]);
  return { pickers: locale.components.MuiLocalizationProvider.defaultProps.localeText };
}

/**
 * A live Data Grid or pair of pickers with a selector over the packages' shipped locales
 * (`::locale-demo{product="data-grid"}` in markdown). Starts in the reader's language.
 */
export default function LocaleDemo({ props }: IslandProps) {
  const product = props.product ?? 'data-grid';
  const ts = useFeatureTranslate(LOCALE_STRINGS);
  const language = useUserLanguage();
  const kind: Product = product === 'date-pickers' ? 'date-pickers' : 'data-grid';
  const initial = COMPONENT_LOCALE_NAMES[language] ?? DEFAULT_LOCALE_ID;
  const [state, select] = useLocaleLoader(initial, (id) => loadLocale(kind, id));
  const current = entryOf(state.currentId);
  const failed = state.failedId ? entryOf(state.failedId) : undefined;

  return (
    <MuiTheme>
      <Box sx={{ my: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <TextField
            select
            size="small"
            label={ts('locale.select')}
            value={state.loadingId ?? state.currentId}
            onChange={(event) => select(event.target.value)}
            sx={{ minWidth: 280 }}
          >
            {LOCALES.map((entry) => {
              const unavailable = kind === 'date-pickers' && entry.pickers === null;
              return (
                <MenuItem key={entry.id} value={entry.id} disabled={unavailable}>
                  {entry.englishName} · {entry.nativeName} ({entry.id}){unavailable ? ` (${ts('locale.unavailable')})` : ''}
                </MenuItem>
              );
            })}
          </TextField>
          {state.loadingId ? <CircularProgress size={20} aria-label="Loading" /> : null}
        </Box>
        {failed ? (
          <Alert severity="warning" role="alert">
            {interpolate(ts('locale.failed'), {
              name: failed.englishName,
              current: current?.englishName ?? state.currentId,
            })}
          </Alert>
        ) : null}
        {kind === 'data-grid' ? (
          <Box sx={{ height: 420 }}>
            <DataGrid
              key={state.currentId}
              rows={rows}
              columns={columns}
              localeText={state.value?.grid}
              slots={{ toolbar: GridToolbar }}
              initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
              pageSizeOptions={[5, 10]}
              checkboxSelection
              disableRowSelectionOnClick
            />
          </Box>
        ) : (
          <LocalizationProvider
            key={state.currentId}
            dateAdapter={AdapterDayjs}
            adapterLocale={current?.dayjs ?? 'en'}
            localeText={state.value?.pickers}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
              <DatePicker label="Start date" defaultValue={dayjs('2025-03-14')} />
              <DateCalendar defaultValue={dayjs('2025-03-14')} />
            </Box>
          </LocalizationProvider>
        )}
      </Box>
    </MuiTheme>
  );
}
