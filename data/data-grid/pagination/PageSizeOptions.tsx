import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
];

const descriptions = ['Groceries', 'Train ticket', 'Coffee', 'Phone bill', 'Bookshop', 'Pharmacy'];

const rows = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  date: `2024-03-${String(index + 1).padStart(2, '0')}`,
  description: descriptions[index % descriptions.length] ?? 'Other',
  amount: Math.round((4 + ((index * 53) % 90)) * 100) / 100,
}));

export default function PageSizeOptions() {
  // Numbers, or { value, label } objects: -1 is the "all rows" value, shown here as "All".
  return (
    <div style={{ height: 380 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10, { value: -1, label: 'All' }]}
        density="compact"
      />
    </div>
  );
}
