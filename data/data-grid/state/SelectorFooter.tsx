import * as React from 'react';
import {
  DataGrid,
  GridFooterContainer,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Expense', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, item: 'Train to Ghent', category: 'Travel', amount: 64.5 },
  { id: 2, item: 'Hotel, two nights', category: 'Lodging', amount: 238 },
  { id: 3, item: 'Team lunch', category: 'Meals', amount: 112.4 },
  { id: 4, item: 'Taxi to the venue', category: 'Travel', amount: 23.9 },
  { id: 5, item: 'Conference pass', category: 'Events', amount: 399 },
  { id: 6, item: 'Dinner with client', category: 'Meals', amount: 87.2 },
  { id: 7, item: 'Return flight', category: 'Travel', amount: 189 },
];

// Re-renders only when the selected values change, not on every state update.
function TotalFooter() {
  const apiRef = useGridApiContext();
  // Entries are { id, model } pairs of the rows that pass the filters, in sorted order.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const total = entries.reduce((sum, entry) => sum + Number(entry.model.amount ?? 0), 0);
  const filtered = (filterModel.quickFilterValues ?? []).length > 0 || filterModel.items.length > 0;

  return (
    <GridFooterContainer sx={{ px: 2, fontSize: 14, whiteSpace: 'nowrap', overflow: 'hidden' }}>
      <span>{filtered ? 'Filtered total' : 'Total'}</span>
      <strong>
        {entries.length} rows · €{total.toFixed(2)}
      </strong>
    </GridFooterContainer>
  );
}

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter placeholder="Try “travel”" />
    </GridToolbarContainer>
  );
}

export default function SelectorFooter() {
  return (
    <div style={{ height: 440 }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: SearchToolbar, footer: TotalFooter }} />
    </div>
  );
}
