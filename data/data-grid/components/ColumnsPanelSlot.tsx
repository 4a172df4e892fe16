import * as React from 'react';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  type GridColDef,
  type GridColumnsManagementProps,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'email', headerName: 'Email', width: 200, description: 'Work address' },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'phone', headerName: 'Phone', width: 140, description: 'Desk extension' },
  { field: 'start', headerName: 'Start date', type: 'date', width: 120 },
];

const rows = [
  { id: 1, name: 'Ada Nwosu', email: 'ada@example.com', team: 'Platform', phone: '2041', start: new Date(2021, 4, 3) },
  { id: 2, name: 'Bruno Keller', email: 'bruno@example.com', team: 'Design', phone: '2107', start: new Date(2019, 10, 18) },
  { id: 3, name: 'Chloé Martin', email: 'chloe@example.com', team: 'Platform', phone: '2033', start: new Date(2023, 0, 9) },
];

// The columns panel (and its list, the columnsManagement slot) configured through slotProps:
// sorted by name, the ID column kept out of the list, and a search that also reads descriptions.
const columnsManagement: Partial<GridColumnsManagementProps> = {
  sort: 'asc',
  getTogglableColumns: (allColumns) => allColumns.filter((column) => column.field !== 'id').map((column) => column.field),
  searchPredicate: (column, search) =>
    `${column.headerName ?? column.field} ${column.description ?? ''}`.toLowerCase().includes(search.toLowerCase()),
  disableResetButton: true,
};

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnsPanelSlot() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{ columnsManagement }}
        initialState={{ columns: { columnVisibilityModel: { phone: false } } }}
        hideFooter
      />
    </div>
  );
}
