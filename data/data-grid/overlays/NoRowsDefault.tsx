import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

// Defined once, outside the component: an empty array that keeps its identity.
const noTransactions: [] = [];

// The default overlay, with a message that says more than "No rows".
export default function NoRowsDefault() {
  return (
    <div style={{ height: 240, width: '100%' }}>
      <DataGrid
        rows={noTransactions}
        columns={columns}
        localeText={{ noRowsLabel: 'No transactions this month' }}
        hideFooter
      />
    </div>
  );
}
