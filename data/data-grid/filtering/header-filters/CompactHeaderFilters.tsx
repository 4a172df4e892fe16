import * as React from 'react';
import {
  DataGridPro,
  GridHeaderFilterCell,
  type GridColDef,
  type GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';

// Wraps the built-in cell: same behaviour, plus a class while its column is filtered.
function HighlightedFilterCell(props: GridHeaderFilterCellProps) {
  const { item } = props;
  const isActive = item.value !== undefined && item.value !== '';
  return <GridHeaderFilterCell {...props} headerClassName={isActive ? 'filter-active' : undefined} />;
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Film', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  // Numbers, but shown without a thousands separator.
  { field: 'year', headerName: 'Year', type: 'number', width: 110, valueFormatter: (value: number) => String(value) },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
];

const rows = [
  { id: 1, title: 'Cléo from 5 to 7', country: 'France', year: 1962, minutes: 90 },
  { id: 2, title: 'Ikiru', country: 'Japan', year: 1952, minutes: 143 },
  { id: 3, title: 'Wadjda', country: 'Saudi Arabia', year: 2012, minutes: 98 },
  { id: 4, title: 'Central Station', country: 'Brazil', year: 1998, minutes: 110 },
  { id: 5, title: 'Close-Up', country: 'Iran', year: 1990, minutes: 98 },
  { id: 6, title: 'Cairo Station', country: 'Egypt', year: 1958, minutes: 77 },
];

export default function CompactHeaderFilters() {
  return (
    <div style={{ height: 400 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        headerFilterHeight={44}
        slots={{ headerFilterCell: HighlightedFilterCell }}
        slotProps={{
          // Passed to every header filter cell, and from there to its input.
          headerFilterCell: { showClearIcon: false, InputComponentProps: { size: 'small' } },
        }}
        initialState={{ filter: { filterModel: { items: [{ field: 'year', operator: '<', value: 1970 }] } } }}
        hideFooter
        sx={{ '& .filter-active': { bgcolor: 'rgba(25, 118, 210, 0.1)' } }}
      />
    </div>
  );
}
