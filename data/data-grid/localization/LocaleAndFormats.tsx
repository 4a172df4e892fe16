import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
  type GridColDef,
  type GridLocaleText,
} from '@mui/x-data-grid';
import { enUS, esES, jaJP } from '@mui/x-data-grid/locales';

type Language = 'en-US' | 'es-ES' | 'ja-JP';
const gridTexts: Record<Language, Partial<GridLocaleText>> = {
  'en-US': enUS.components.MuiDataGrid.defaultProps.localeText,
  'es-ES': esES.components.MuiDataGrid.defaultProps.localeText,
  'ja-JP': jaJP.components.MuiDataGrid.defaultProps.localeText,
};
const currencies: Record<Language, string> = { 'en-US': 'USD', 'es-ES': 'EUR', 'ja-JP': 'JPY' };

const rows = [
  { id: 1, product: 'Espresso machine', price: 489.9, shipped: new Date(2025, 2, 14) },
  { id: 2, product: 'Burr grinder', price: 129.5, shipped: new Date(2025, 3, 2) },
  { id: 3, product: 'Milk jug', price: 18.75, shipped: new Date(2025, 3, 21) },
];

// A custom footer that speaks the grid's language: it reads the merged texts from the root props.
function CountFooter() {
  const apiRef = useGridApiContext();
  const { localeText } = useGridRootProps();
  const count = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return <GridFooterContainer sx={{ px: 2, fontSize: 14 }}>{`${localeText.footerTotalRows} ${count}`}</GridFooterContainer>;
}

export default function LocaleAndFormats() {
  const [language, setLanguage] = React.useState<Language>('es-ES');

  // Labels come from the locale object; values are formatted with Intl for the same language.
  const columns = React.useMemo<GridColDef[]>(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: currencies[language] });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return [
      { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
      { field: 'price', headerName: 'Price', type: 'number', width: 120, valueFormatter: (value: number) => money.format(value) },
      { field: 'shipped', headerName: 'Shipped', type: 'date', width: 130, valueFormatter: (value: Date) => date.format(value) },
    ];
  }, [language]);

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflowX: 'auto' }}>
        <ToggleButtonGroup size="small" exclusive value={language} onChange={(_, value: Language | null) => value && setLanguage(value)}>
          <ToggleButton value="en-US">English</ToggleButton>
          <ToggleButton value="es-ES">Español</ToggleButton>
          <ToggleButton value="ja-JP">日本語</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div style={{ height: 312 }}>
        <DataGrid rows={rows} columns={columns} localeText={gridTexts[language]} slots={{ footer: CountFooter }} />
      </div>
    </div>
  );
}
