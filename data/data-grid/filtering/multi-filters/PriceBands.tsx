import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGridPro, useGridApiRef, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'wine', headerName: 'Wine', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, wine: 'Vinho Verde', region: 'Minho', price: 9 },
  { id: 2, wine: 'Rioja Crianza', region: 'Rioja', price: 16 },
  { id: 3, wine: 'Chablis', region: 'Burgundy', price: 28 },
  { id: 4, wine: 'Barolo', region: 'Piedmont', price: 54 },
  { id: 5, wine: 'Grüner Veltliner', region: 'Wachau', price: 14 },
  { id: 6, wine: 'Priorat', region: 'Catalonia', price: 39 },
];

// Two items on the same column with fixed ids, so each band updates them in place.
// An item without a value is kept in the model but filters nothing: an open end.
const band = (min?: number, max?: number) => [
  { id: 'min', field: 'price', operator: '>=', value: min },
  { id: 'max', field: 'price', operator: '<', value: max },
];

export default function PriceBands() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridFilterModel>({ items: band(10, 30) });

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.upsertFilterItems(band(undefined, 10))}>Under 10 €</Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.upsertFilterItems(band(10, 30))}>10–30 €</Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.upsertFilterItems(band(30))}>30 € and more</Button>
      </div>
      <div style={{ height: 320 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} filterModel={model} onFilterModelChange={setModel} hideFooter />
      </div>
      <pre style={{ margin: 0, height: 44, overflow: 'auto', fontSize: 12, lineHeight: '20px' }}>
        <code>{model.items.map((item) => `${item.field} ${item.operator} ${item.value ?? '(no value)'}`).join('\n')}</code>
      </pre>
    </div>
  );
}
