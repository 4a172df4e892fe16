import * as React from 'react';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid-premium';

/** A colour for the amount of an expense row; grouping rows and the totals row get none. */
function amountClass(params: GridCellParams) {
  if (params.rowNode.type !== 'leaf') {
    return '';
  }
  return (params.value as number) < 0 ? 'amount--negative' : 'amount--positive';
}

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 130 },
  { field: 'account', headerName: 'Account', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130, cellClassName: amountClass },
];

const rows = [
  { id: 1, item: 'Client lunch', account: 'Travel', amount: -86 },
  { id: 2, item: 'Train refund', account: 'Travel', amount: 42 },
  { id: 3, item: 'Hotel', account: 'Travel', amount: -210 },
  { id: 4, item: 'Laptop stand', account: 'Office', amount: -39 },
  { id: 5, item: 'Returned chair', account: 'Office', amount: 120 },
];

export default function LeafCellsOnly() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['account'] },
      aggregation: { model: { amount: 'sum' } },
    },
  });

  return (
    <div style={{ height: 380 }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={-1}
        // role="treegrid" to match the tree attributes of grouped rows (see the row grouping page).
        experimentalFeatures={{ ariaV8: true }}
        density="compact"
        hideFooter
        sx={(theme) => ({
          // The dark shades keep enough contrast on a light background, the light ones on a dark one.
          '& .amount--negative': {
            color: (theme.vars || theme).palette.error.dark,
            ...theme.applyStyles('dark', { color: (theme.vars || theme).palette.error.light }),
          },
          '& .amount--positive': {
            color: (theme.vars || theme).palette.success.dark,
            ...theme.applyStyles('dark', { color: (theme.vars || theme).palette.success.light }),
          },
        })}
      />
    </div>
  );
}
