import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'email', headerName: 'Subscriber', flex: 1, minWidth: 170 },
  { field: 'list', headerName: 'List', width: 120 },
  { field: 'since', headerName: 'Since', width: 100 },
];

const rows = [
  { id: 1, email: 'maya@example.com', list: 'Newsletter', since: '2021' },
  { id: 2, email: 'tobias@example.com', list: 'Offers', since: '2023' },
  { id: 3, email: 'sara@example.com', list: 'Newsletter', since: '2019' },
  { id: 4, email: 'kenji@example.com', list: 'Newsletter', since: '2024' },
];

export default function CheckboxSelection() {
  // A checkbox per row and a select-all checkbox in the header; clicks on rows select too.
  return (
    <div style={{ height: 320 }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection />
    </div>
  );
}
