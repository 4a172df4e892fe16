import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
// Adds the MuiDataGrid keys to the theme's TypeScript types.
import type {} from '@mui/x-data-grid/themeAugmentation';

// Extends the surrounding theme (so light/dark mode and the language still apply)
// instead of replacing it. In an app, put the same keys in your createTheme() call.
function withGridDefaults(outer: Theme): Theme {
  const previous = outer.components?.MuiDataGrid;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDataGrid: {
        ...previous,
        // Default props for every grid under this theme.
        defaultProps: { ...previous?.defaultProps, density: 'compact', showColumnVerticalBorder: true },
        // Styles per part of the grid, keyed like the gridClasses names.
        styleOverrides: {
          root: {
            borderColor: '#7a9a7a',
            borderRadius: 12,
            // Background of the column header row.
            '--DataGrid-containerBackground': 'rgba(96, 150, 96, 0.18)',
          },
          columnHeaderTitle: { fontWeight: 700, textTransform: 'uppercase', fontSize: 12 },
          cell: { fontFamily: 'ui-monospace, monospace' },
        },
      },
    },
  };
}

const columns: GridColDef[] = [
  { field: 'seed', headerName: 'Seed', flex: 1, minWidth: 120 },
  { field: 'sow', headerName: 'Sow in', width: 100 },
  { field: 'days', headerName: 'Days to harvest', type: 'number', width: 150 },
];

const rows = [
  { id: 1, seed: 'Radish', sow: 'March', days: 28 },
  { id: 2, seed: 'Carrot', sow: 'April', days: 75 },
  { id: 3, seed: 'Spinach', sow: 'March', days: 45 },
  { id: 4, seed: 'Pumpkin', sow: 'May', days: 110 },
  { id: 5, seed: 'Beetroot', sow: 'April', days: 60 },
];

export default function ThemedGrid() {
  return (
    <ThemeProvider theme={withGridDefaults}>
      <div style={{ height: 260 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </ThemeProvider>
  );
}
