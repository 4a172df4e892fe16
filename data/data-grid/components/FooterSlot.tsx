import * as React from 'react';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

// Reads grid state with a selector: it re-renders when the filtered rows change.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + Number(entry.model.amount ?? 0), 0);

  return (
    <GridFooterContainer sx={{ px: 2, flexWrap: 'wrap' }}>
      <strong style={{ fontSize: 14 }}>Total: {total.toFixed(2)} €</strong>
      <GridPagination />
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Expense', flex: 1, minWidth: 130 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, item: 'Train to Ghent', category: 'Travel', amount: 38.6 },
  { id: 2, item: 'Hotel, two nights', category: 'Lodging', amount: 212 },
  { id: 3, item: 'Lunch with client', category: 'Meals', amount: 54.3 },
  { id: 4, item: 'Taxi to station', category: 'Travel', amount: 17.5 },
  { id: 5, item: 'Conference pass', category: 'Fees', amount: 320 },
];

export default function FooterSlot() {
  return (
    <div style={{ height: 420 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: TotalFooter }}
        initialState={{ filter: { filterModel: { items: [{ field: 'category', operator: 'equals', value: 'Travel' }] } } }}
      />
    </div>
  );
}
