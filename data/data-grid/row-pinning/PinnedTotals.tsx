import * as React from 'react';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Expense {
  id: number | string;
  category: string;
  budget: number;
  spent: number;
}

const currency = (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 160 },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 120, valueFormatter: currency },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 120, valueFormatter: currency },
  {
    field: 'left',
    headerName: 'Left',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.budget - row.spent,
    valueFormatter: currency,
  },
];

const rows: Expense[] = [
  { id: 1, category: 'Venue hire', budget: 8000, spent: 7600 },
  { id: 2, category: 'Catering', budget: 5200, spent: 5480 },
  { id: 3, category: 'Speaker travel', budget: 3500, spent: 2910 },
  { id: 4, category: 'Audio and video', budget: 2800, spent: 2650 },
  { id: 5, category: 'Printing', budget: 900, spent: 740 },
  { id: 6, category: 'Badges and lanyards', budget: 450, spent: 410 },
  { id: 7, category: 'Photography', budget: 1200, spent: 1200 },
  { id: 8, category: 'Accessibility services', budget: 1500, spent: 1320 },
  { id: 9, category: 'Insurance', budget: 600, spent: 600 },
  { id: 10, category: 'Contingency', budget: 1000, spent: 220 },
];

export default function PinnedTotals() {
  // Computed once: the pinned rows follow the same shape as the other rows.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(
    () => ({
      top: [{ id: 'previous', category: 'Last year (reference)', budget: 24000, spent: 23150 }],
      bottom: [
        {
          id: 'total',
          category: 'Total',
          budget: rows.reduce((sum, row) => sum + row.budget, 0),
          spent: rows.reduce((sum, row) => sum + row.spent, 0),
        },
      ],
    }),
    [],
  );

  return (
    <div style={{ height: 360 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        // Pinned rows stay put while the ten expense rows scroll and sort between them.
        initialState={{ sorting: { sortModel: [{ field: 'spent', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
