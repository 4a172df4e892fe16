import * as React from 'react';
import {
  DataGridPro,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';

// Only the comparisons that make sense for a price, with short labels for the narrow cells.
const priceOperators: GridFilterOperator[] = getGridNumericOperators()
  .filter((operator) => ['<=', '>='].includes(operator.value))
  .map((operator) => ({ ...operator, headerLabel: operator.value === '<=' ? 'max' : 'min' }));

// "starts with" first, so it is what the cell uses until the user picks another operator.
const nameOperators: GridFilterOperator[] = [
  ...getGridStringOperators().filter((operator) => operator.value === 'startsWith'),
  ...getGridStringOperators().filter((operator) => operator.value === 'contains'),
];

const columns: GridColDef[] = [
  { field: 'wine', headerName: 'Wine', flex: 1, minWidth: 150, filterOperators: nameOperators },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 140, filterOperators: priceOperators },
];

const rows = [
  { id: 1, wine: 'Riesling Kabinett', region: 'Mosel', price: 14 },
  { id: 2, wine: 'Rioja Reserva', region: 'Rioja', price: 22 },
  { id: 3, wine: 'Vinho Verde', region: 'Minho', price: 9 },
  { id: 4, wine: 'Barolo', region: 'Piedmont', price: 48 },
  { id: 5, wine: 'Rosé de Provence', region: 'Provence', price: 16 },
];

export default function HeaderFilterOperators() {
  return (
    <div style={{ height: 390 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{ filter: { filterModel: { items: [{ id: 1, field: 'price', operator: '<=', value: 20 }] } } }}
        hideFooter
      />
    </div>
  );
}
