import * as React from 'react';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridFetchRowsParams,
  type GridSortModel,
} from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

const TOTAL = 10000;
const customers = ['Aino', 'Bilal', 'Chloé', 'Dario', 'Efua', 'Fynn', 'Gaia', 'Hamid', 'Ilse', 'Jun'];
const cities = ['Turku', 'Leeds', 'Nantes', 'Bari', 'Accra', 'Kiel', 'Parma', 'Tabriz', 'Delft', 'Osaka'];

// The "server": 10,000 orders computed from their index, so every request returns the same data.
const serverRows: Order[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: index + 1,
  customer: customers[index % customers.length] ?? '',
  city: cities[(index * 7) % cities.length] ?? '',
  total: ((index * 7919) % 50000) / 100,
}));

function sortedRows(sortModel: GridSortModel): Order[] {
  const item = sortModel[0];
  if (!item || !item.sort) return serverRows;
  const field = item.field as keyof Order;
  const direction = item.sort === 'asc' ? 1 : -1;
  return [...serverRows].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
}

function fetchRows({ firstRowToRender, lastRowToRender, sortModel }: GridFetchRowsParams): Promise<Order[]> {
  return new Promise((resolve) => {
    // The range is [firstRowToRender, lastRowToRender): slice takes the same bounds.
    setTimeout(() => resolve(sortedRows(sortModel).slice(firstRowToRender, lastRowToRender)), 300);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 110 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

const firstPage = serverRows.slice(0, 10);

export default function LazyLoadedOrders() {
  const apiRef = useGridApiRef();

  // Called with the range of rows the user scrolled to (and again when the sort changes):
  // fetch that range and write it over the placeholders.
  const handleFetchRows = React.useCallback(
    async (params: GridFetchRowsParams) => {
      const rows = await fetchRows(params);
      apiRef.current.unstable_replaceRows(params.firstRowToRender, rows);
    },
    [apiRef],
  );

  return (
    <div style={{ height: 380 }}>
      <DataGridPro
        apiRef={apiRef}
        rows={firstPage}
        columns={columns}
        rowCount={TOTAL}
        rowsLoadingMode="server"
        sortingMode="server"
        onFetchRows={handleFetchRows}
        disableColumnFilter
        density="compact"
      />
    </div>
  );
}
