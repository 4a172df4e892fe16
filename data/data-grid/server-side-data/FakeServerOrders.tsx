import * as React from 'react';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

const customers = ['Nadia Karim', 'Olaf Berg', 'Priya Nair', 'Quentin Roux', 'Rosa Jiménez', 'Sami Laine'];
const cities = ['Oslo', 'Lyon', 'Pune', 'Seville', 'Tampere'];

// The "database": 240 deterministic orders that only the fake server below reads.
const database: Order[] = Array.from({ length: 240 }, (_, index) => ({
  id: 1001 + index,
  customer: customers[(index * 7) % customers.length] ?? '',
  city: cities[(index * 3) % cities.length] ?? '',
  total: ((index * 37) % 500) + 20,
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Stands in for an HTTP endpoint: waits like a network would, then filters, sorts and slices.
async function fakeServer({ filterModel, sortModel, paginationModel }: GridGetRowsParams) {
  await wait(300);
  const search = (filterModel.quickFilterValues ?? []).join(' ').toLowerCase();
  let result = database.filter((order) => `${order.customer} ${order.city}`.toLowerCase().includes(search));
  const sort = sortModel[0];
  if (sort) {
    const field = sort.field as keyof Order;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  const start = paginationModel.page * paginationModel.pageSize;
  return { rows: result.slice(start, start + paginationModel.pageSize), rowCount: result.length };
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

export default function FakeServerOrders() {
  // Memoized: a new data source object would clear the cache and refetch.
  const dataSource = React.useMemo<GridDataSource>(() => ({ getRows: fakeServer }), []);

  return (
    <div style={{ height: 460 }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        disableColumnFilter
        slots={{ toolbar: QuickSearchToolbar }}
      />
    </div>
  );
}

function QuickSearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter debounceMs={300} />
    </GridToolbarContainer>
  );
}
