import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridApi, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 150 },
  { field: 'light', headerName: 'Light', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

const rows = [
  { id: 1, plant: 'Monstera deliciosa', light: 'Bright', stock: 14, price: 32 },
  { id: 2, plant: 'Snake plant', light: 'Low', stock: 3, price: 18 },
  { id: 3, plant: 'Fiddle-leaf fig', light: 'Bright', stock: 0, price: 45 },
  { id: 4, plant: 'Pothos', light: 'Low', stock: 27, price: 12 },
  { id: 5, plant: 'Calathea', light: 'Medium', stock: 6, price: 24 },
  { id: 6, plant: 'ZZ plant', light: 'Low', stock: 9, price: 21 },
  { id: 7, plant: 'Bird of paradise', light: 'Bright', stock: 2, price: 58 },
];

// Each action receives the API object and returns a line describing what it did.
const actions: { label: string; run: (api: GridApi) => string }[] = [
  {
    label: 'Cheapest first',
    run: (api) => {
      api.sortColumn('price', 'asc');
      return `getSortModel() → ${JSON.stringify(api.getSortModel())}`;
    },
  },
  {
    label: 'Low stock',
    run: (api) => {
      api.setFilterModel({ items: [{ field: 'stock', operator: '<', value: 5 }] });
      return 'setFilterModel({ items: [{ field: "stock", operator: "<", value: 5 }] })';
    },
  },
  {
    label: 'Focus Pothos',
    run: (api) => {
      api.setCellFocus(4, 'stock');
      return `getCellValue(4, "stock") → ${api.getCellValue(4, 'stock')}`;
    },
  },
  {
    label: 'Reset',
    run: (api) => {
      api.setSortModel([]);
      api.setFilterModel({ items: [] });
      return `getRowsCount() → ${api.getRowsCount()}`;
    },
  },
];

export default function ApiRefOutside() {
  const apiRef = useGridApiRef();
  const [output, setOutput] = React.useState('Click a button: it calls a method of apiRef.current.');

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', gap: 8, overflowX: 'auto' }}>
        {actions.map((action) => (
          <Button
            key={action.label}
            size="small"
            variant="outlined"
            sx={{ flexShrink: 0 }}
            onClick={() => setOutput(action.run(apiRef.current))}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <div style={{ height: 328 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      <pre style={{ margin: 0, height: 40, overflow: 'auto', fontSize: 13, lineHeight: '20px' }}>
        <code>{output}</code>
      </pre>
    </div>
  );
}
