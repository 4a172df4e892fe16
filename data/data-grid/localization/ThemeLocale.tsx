import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';

const columns: GridColDef[] = [
  { field: 'stadt', headerName: 'Stadt', flex: 1, minWidth: 120 },
  { field: 'land', headerName: 'Land', width: 150 },
  { field: 'einwohner', headerName: 'Einwohner', type: 'number', width: 130 },
];

const rows = [
  { id: 1, stadt: 'Leipzig', land: 'Sachsen', einwohner: 616093 },
  { id: 2, stadt: 'Freiburg', land: 'Baden-Württemberg', einwohner: 236140 },
  { id: 3, stadt: 'Kiel', land: 'Schleswig-Holstein', einwohner: 247717 },
  { id: 4, stadt: 'Regensburg', land: 'Bayern', einwohner: 157443 },
];

// Adds the German texts to whatever theme is already in place, as default props of MuiDataGrid.
const withGerman = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...deDE.components },
});

export default function ThemeLocale() {
  return (
    <ThemeProvider theme={withGerman}>
      <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div style={{ height: 236 }}>
          {/* No localeText prop: the texts come from the theme. */}
          <DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} checkboxSelection hideFooter />
        </div>
        <div style={{ height: 156 }}>
          {/* Same theme, one key changed for this grid only: spread the German texts first. */}
          <DataGrid
            rows={[]}
            columns={columns}
            localeText={{ ...deDE.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: 'Noch keine Städte erfasst' }}
            hideFooter
          />
        </div>
      </div>
    </ThemeProvider>
  );
}
