import * as React from 'react';
import {
  DataGridPremium,
  GridToolbar,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  date: Date;
  region: string;
  category: string;
  product: string;
  customer: string;
  quantity: number;
  unitPrice: number;
  status: string;
}

// mulberry32: a tiny seeded generator, so every visit shows the same 12,000 orders.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const catalog: Record<string, string[]> = {
  Beverages: ['Oolong tea', 'Cold brew', 'Yerba mate', 'Ginger ale'],
  Bakery: ['Rye loaf', 'Croissant box', 'Oat biscuits'],
  Pantry: ['Olive oil', 'Basmati rice', 'Chickpeas', 'Sea salt'],
  Produce: ['Blood oranges', 'Shallots', 'Kale'],
};
const regions = ['North', 'South', 'East', 'West'];
const customers = ['Lumen Café', 'Harbor Deli', 'Green Fork', 'Maple Market', 'Juniper Bistro', 'Corner Grocer'];
const statuses = ['Pending', 'Shipped', 'Delivered', 'Returned'];

function createOrders(count: number): Order[] {
  const random = createRandom(7);
  const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const categories = Object.keys(catalog);
  return Array.from({ length: count }, (_, index) => {
    const category = pick(categories);
    return {
      id: index + 1,
      date: new Date(2024, 0, 1 + Math.floor(random() * 366)),
      region: pick(regions),
      category,
      product: pick(catalog[category] ?? []),
      customer: pick(customers),
      quantity: 1 + Math.floor(random() * 40),
      unitPrice: Math.round((2 + random() * 28) * 100) / 100,
      status: pick(statuses),
    };
  });
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (value?: number) => (value == null ? '' : currency.format(value));

// Module-level columns: the same array on every render, so the grid never re-processes them.
const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90, groupable: false },
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 120, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, editable: true, valueFormatter: money },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    // Derived from two fields: recomputed after an edit, and aggregated like any number.
    valueGetter: (_value, row) => Math.round(row.quantity * row.unitPrice * 100) / 100,
    valueFormatter: money,
  },
];

export default function WholesaleShowcase() {
  const apiRef = useGridApiRef();
  // Generated once per mount; a new array on each render would rebuild groups and aggregates.
  const rows = React.useMemo(() => createOrders(12000), []);

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['category'] },
      aggregation: { model: { quantity: 'sum', unitPrice: 'avg', total: 'sum' } },
      pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD], right: ['total'] },
      sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
    },
  });

  return (
    <div style={{ height: 560 }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ width: 190 }}
        density="compact"
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </div>
  );
}
